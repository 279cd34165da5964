import type en from './mailbox.messages.en';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';

/** Mailboxes: the resource's name, field and choice labels and its views' texts, in Chinese. */
export default {
  resources: {
    [mailboxModel.name]: {
      name: '邮箱 |||| 邮箱',
      fields: {
        name: '名称',
        host: 'IMAP 服务器',
        port: '端口',
        tls: '安全',
        username: '用户名',
        password: '密码',
        folder: '文件夹',
        fromfilter: '仅来自（发件人包含）',
        subjectfilter: '仅主题包含',
        attachmentfilter: '仅限名称或类型匹配的附件（如 .pdf、xml）',
        afterimport: '导入后',
        movefolder: '移动到文件夹',
        destination: '文档去向',
        branchuuid: '公司或分支机构',
        origintype: '来源类型',
        documentgroupuuid: '文档组',
        active: '启用',
        lastpolledat: '上次收取',
        lasterror: '上次错误',
      },
      choices: {
        tls: {
          TLS: 'TLS',
          STARTTLS: 'STARTTLS',
          NONE: '无（仅限本机回环）',
        },
        afterimport: {
          SEEN: '标记为已读',
          MOVE: '移动到文件夹',
          DELETE: '删除',
        },
        destination: {
          BUYER: '买方的公司（按标识），否则为所选公司',
          BRANCH: '始终为所选公司',
        },
      },
      helpers: {
        password: '加密保存；留空则保留当前密码。',
      },
      poll: '立即收取',
      polled: '已收取：导入 %{imported} 个，已存在 %{duplicates} 个，拒绝 %{refused} 个。',
      pollfailed: '无法读取该邮箱：%{error}',
    },
  },
  permissions: { subject: { MAILBOXES: '邮箱' } },
} satisfies typeof en;
