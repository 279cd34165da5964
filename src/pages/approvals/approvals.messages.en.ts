import type { Messages } from '../../../resources/locales';

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
  },
} satisfies Messages;
