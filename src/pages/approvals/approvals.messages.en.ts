import type { Messages } from '../../domain/locales';

/** The invoice's approval on the review, in English. */
export default {
  approvals: {
    title: 'Approval',
    state: {
      PENDING: 'Awaiting approval (rule “%{rule}”): it cannot be paid until approved.',
      APPROVED: 'Approved (rule “%{rule}”): it can be paid.',
      REFUSED: 'Refused in approval (rule “%{rule}”): it cannot be paid.',
    },
    step: 'Step %{step} of %{steps}: %{approvals} of %{required} approvals.',
    decided: {
      APPROVE: 'Approved by %{by} on %{at}.',
      REFUSE: 'Refused by %{by} on %{at}.',
    },
    comment: 'Comment',
    approve: 'Approve',
    refuse: 'Refuse',
    done: {
      APPROVE: 'Your approval is recorded',
      REFUSE: 'Your refusal is recorded',
    },
    toApprove: {
      title: 'To approve',
      subtitle: 'Validated invoices waiting for your approval before they can be paid.',
      number: 'Number',
      date: 'Issue date',
      supplier: 'Document source',
      total: 'Total incl. VAT',
      rule: 'Rule',
      ruleStep: '%{rule}, step %{step}',
      requested: 'Waiting since',
      actions: 'Decision',
      decide: 'Approve or refuse',
      decideOne: 'Approve or refuse %{number}',
      summary: 'Invoice %{number} from %{supplier}, %{total} incl. VAT.',
      noNumber: 'No number',
      empty: 'No invoice is waiting for your approval.',
    },
  },
  menu: { toapprove: 'To approve', audit: 'Audit trail' },
} satisfies Messages;
