import type { Messages } from '../../domain/locales';

/** 审核页上的改革发票生命周期（时间线、买方操作）与 EN 16931 检查，中文。 */
export default {
  lifecycle: {
    title: '生命周期',
    empty: '暂无状态。',
    closed: '此发票已被拒绝：不能再审核或付款。',
    platform: '平台',
    approved: '批准金额：%{amount}',
    send: '发送',
    saved: '状态已发送',
    direction: { IN: '已接收', OUT: '已发出' },
    delivery: {
      pending: '等待平台',
      sending: '发送中',
      delivered: '已送达',
      failed: '未送达',
      unconfigured: '未配置平台',
    },
    field: { reason: '原因', action: '要求的操作', amount: '批准金额（%{currency}）', text: '备注' },
    line: { reason: '原因：%{value}', action: '要求的操作：%{value}' },
    act: { 205: '批准', 206: '部分批准', 207: '提出异议', 208: '暂停', 210: '拒绝' },
    ask: {
      205: '批准发票',
      206: '部分批准发票',
      207: '对发票提出异议',
      208: '暂停发票',
      210: '拒绝发票',
    },
    en16931: {
      title: 'EN 16931 检查',
      intro: '该电子发票违反了标准的 %{smart_count} 条规则。',
    },
    filter: { all: '全部状态', lifecycle: '生命周期状态', en16931: 'EN 16931 问题' },
  },
  error: {
    lifecycle: {
      received: '状态 %{status} 由平台发送，不能由用户设置。',
      buyer: '状态 %{status} 是买方自己的操作。',
      code: '请选择改革规定的生命周期状态（200-213）。',
      reason: '请从列表中选择原因。',
      action: '请从列表中选择要求的操作。',
      amount: '请输入最多 2 位小数的金额。',
      reasonrequired: '请填写原因。',
      actionrequired: '请说明您对供应商的要求。',
      amountrequired: '请输入批准金额。',
      amountabovetotal: '批准金额不能超过发票总额。',
      closed: '此发票已被拒绝：不能再审核、付款或答复。',
      paid: '此发票已付款。',
    },
    endpoint: {
      url: '请输入完整地址，例如 https://platform.example/cdar。',
      credentials: '地址中不要包含用户名或密码。',
      https: '请使用 https:// 地址（普通 http 仅限本机）。',
      secret: '密钥至少需要 16 个字符。',
    },
  },
} satisfies Messages;
