import type { Messages } from '../../domain/locales';

/** The reform's lifecycle on the review (timeline, the buyer's actions), the EN 16931 findings, in English. */
export default {
  lifecycle: {
    title: 'Lifecycle',
    empty: 'No status yet.',
    closed: 'This invoice was refused: it can no longer be validated or paid.',
    platform: 'platform',
    approved: 'Approved amount: %{amount}',
    send: 'Send',
    saved: 'Status sent',
    direction: { IN: 'received', OUT: 'sent' },
    delivery: {
      pending: 'waiting for the platform',
      sending: 'sending',
      delivered: 'delivered',
      failed: 'not delivered',
      unconfigured: 'no platform endpoint',
    },
    field: { reason: 'Reason', action: 'Requested action', amount: 'Approved amount (%{currency})', text: 'Comment' },
    line: { reason: 'Reason: %{value}', action: 'Requested action: %{value}' },
    act: { 205: 'Approve', 206: 'Approve in part', 207: 'Dispute', 208: 'Suspend', 210: 'Refuse' },
    ask: {
      205: 'Approve the invoice',
      206: 'Approve the invoice in part',
      207: 'Dispute the invoice',
      208: 'Suspend the invoice',
      210: 'Refuse the invoice',
    },
    en16931: {
      title: 'EN 16931 checks',
      intro:
        'The e-invoice breaks one rule of the standard. |||| The e-invoice breaks %{smart_count} rules of the standard.',
    },
    filter: { all: 'All statuses', lifecycle: 'Lifecycle status', en16931: 'EN 16931 findings' },
  },
  error: {
    lifecycle: {
      received: 'Status %{status} is received from the platform, not set by a user.',
      buyer: "Status %{status} is the buyer's own action.",
      code: 'Choose a lifecycle status of the reform (200-213).',
      reason: 'Choose a reason from the list.',
      action: 'Choose a requested action from the list.',
      amount: 'Enter an amount with at most 2 decimals.',
      reasonrequired: 'Give the reason.',
      actionrequired: 'Say what you ask of the supplier.',
      amountrequired: 'Enter the approved amount.',
      amountabovetotal: 'The approved amount cannot be more than the invoice total.',
      closed: 'This invoice was refused: it can no longer be validated, paid or answered.',
      paid: 'This invoice is already paid.',
    },
    endpoint: {
      url: 'Enter a full address, such as https://platform.example/cdar.',
      credentials: 'Put no user name or password in the address.',
      https: 'Use an https:// address (plain http only to this machine).',
      secret: 'The secret needs at least 16 characters.',
    },
  },
} satisfies Messages;
