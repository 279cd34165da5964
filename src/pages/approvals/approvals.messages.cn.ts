import type { Messages } from '../../domain/locales';

/** The invoice's approval on the review, in Chinese. */
export default {
  approvals: {
    title: '审批',
    state: {
      PENDING: '等待审批（规则“%{rule}”）：审批通过前无法付款。',
      APPROVED: '已审批通过（规则“%{rule}”）：可以付款。',
      REFUSED: '审批被拒绝（规则“%{rule}”）：无法付款。',
    },
    step: '第 %{step} 步，共 %{steps} 步：已有 %{approvals} 个审批，需要 %{required} 个。',
    decided: {
      APPROVE: '%{by} 于 %{at} 审批通过。',
      REFUSE: '%{by} 于 %{at} 拒绝。',
    },
    comment: '备注',
    approve: '批准',
    refuse: '拒绝',
    done: {
      APPROVE: '您的批准已记录',
      REFUSE: '您的拒绝已记录',
    },
    toApprove: {
      title: '待审批',
      subtitle: '等待您审批后才能付款的已验证发票。',
      number: '编号',
      date: '开票日期',
      supplier: '文档来源',
      total: '含税总额',
      rule: '规则',
      ruleStep: '%{rule}，第 %{step} 步',
      requested: '等待自',
      actions: '决定',
      decide: '批准或拒绝',
      decideOne: '批准或拒绝 %{number}',
      summary: '来自 %{supplier} 的发票 %{number}，含税 %{total}。',
      noNumber: '无编号',
      empty: '没有等待您审批的发票。',
    },
  },
  menu: { toapprove: '待审批', audit: '审计日志' },
} satisfies Messages;
