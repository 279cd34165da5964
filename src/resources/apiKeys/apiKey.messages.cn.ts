import type en from './apiKey.messages.en';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

/** API keys: the resource's name, field and choice labels and its views' texts, in Chinese. */
export default {
  resources: {
    [apiKeyModel.name]: {
      name: 'API 密钥 |||| API 密钥',
      fields: {
        name: '名称',
        prefix: '密钥开头',
        branchuuid: '公司或分支机构（留空：整个公司）',
        scope: '权限',
        revoked: '已撤销',
        lastusedat: '上次使用',
      },
      choices: {
        scope: {
          IMPORT: '导入文档',
          IMPORT_READ: '导入并读取其文档',
        },
      },
      secret: {
        title: '您的新 API 密钥',
        text: '请立即复制：它只显示一次。请在 X-API-Key 请求头中发送。',
        copy: '复制',
        done: '我已复制',
      },
    },
  },
  permissions: { subject: { API_KEYS: 'API 密钥' } },
} satisfies typeof en;
