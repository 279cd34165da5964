import type en from './webhook.messages.en';
import { webhookModel } from '../../domain/webhooks/webhook.model';

/** Webhooks: the resource's name, field and event labels, the test button and the delivery log, in Chinese. */
export default {
  resources: {
    [webhookModel.name]: {
      name: 'Webhook |||| Webhook',
      fields: {
        name: '名称',
        url: '地址 (HTTPS)',
        secret: '签名密钥',
        events: '事件',
        active: '启用',
      },
      choices: {
        events: {
          'document.imported': '文档已导入',
          'document.recognised': '文档已识别',
          'document.validated': '文档已验证',
          'document.refused': '发票已拒绝',
          'document.paid': '已记录付款',
          'status.received': '收到平台状态',
          'webhook.test': '测试事件',
        },
      },
      helpers: {
        secret:
          '至少 16 个字符。每次发送都用它签名（HMAC-SHA256，请求头 X-Paperdesk-Signature）。保存后不再显示；留空则保留当前密钥。',
        url: 'Paperdesk 以 JSON（POST）将每个事件发送到该地址。',
      },
      test: '发送测试事件',
      tested: '测试事件已排队：它会出现在下方日志中。',
      log: {
        title: '发送记录',
        empty: '尚未发送任何内容。',
        when: '时间',
        event: '事件',
        state: '结果',
        retry: '重试',
        answered: '响应 %{status}',
        unreachable: '无法送达：%{error}',
        attempts: '%{smart_count} 次尝试',
        states: {
          pending: '等待重试',
          sending: '发送中',
          delivered: '已送达',
          failed: '已放弃',
        },
      },
    },
  },
  permissions: { subject: { WEBHOOKS: 'Webhook' } },
} satisfies typeof en;
