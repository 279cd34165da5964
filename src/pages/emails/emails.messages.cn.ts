import type en from './emails.messages.en';

/** The e-mail pages' and dialogs' texts, in Simplified Chinese. */
export default {
  emails: {
    title: '已发送邮件',
    ofDocument: '包含此文档的邮件',
    compose: '新邮件',
    sendDocuments: '通过邮件发送 %{smart_count} 个文档',
    documentsSubject: '文档',
    recipients: '收件人',
    recipientsHelp: '选择联系人或输入地址（用回车或逗号分隔）',
    subject: '主题',
    content: '正文',
    includeAttachments: '附加文件',
    includeSummary: '添加汇总表',
    send: '发送',
    sent: '邮件已发送给 %{smart_count} 位收件人',
    detail: '邮件',
    to: '收件人',
    from: '发件人',
    attachments: '附件',
    documents: '文档',
    events: '记录',
    body: '已发送的正文',
    date: '日期',
    statusTitle: '状态',
    empty: '尚未发送任何邮件',
    quickFilter: '搜索主题或收件人',
    noMatch: '没有符合此搜索的邮件',
    status: {
      SENT: '已发送',
      FAILED: '失败',
      QUEUED: '等待发送',
    },
    event: {
      CREATED: '已撰写',
      SENT: '邮件服务器已接收',
      FAILED: '被拒绝',
    },
  },
} satisfies typeof en;
