import type { Lexicon } from './types';

/** English (day first unless the document is American: `fields.ts` reads dollars, US company forms, state + ZIP). */
export const en: Lexicon = {
  lang: 'en',
  months: [
    ['january', 'jan'],
    ['february', 'feb'],
    ['march', 'mar'],
    ['april', 'apr'],
    ['may'],
    ['june', 'jun'],
    ['july', 'jul'],
    ['august', 'aug'],
    ['september', 'sept', 'sep'],
    ['october', 'oct'],
    ['november', 'nov'],
    ['december', 'dec'],
  ],
  conventions: { decimal: '.', thousands: [','], dayOrder: 'DMY' },
  labels: {
    issueDate: [
      { weight: 3, phrases: ['invoice date', 'date of (?:issue|invoice)', 'issue date', 'billing date'] },
      { weight: 2.6, phrases: ['issued(?: (?:on|at))?'] },
    ],
    dueDate: [
      {
        weight: 3,
        phrases: [
          'due date',
          'payment due(?: date)?',
          'due (?:on|by)',
          'pay(?:able)? (?:by|before|until)',
          'remit until',
          'payment date',
          'date due',
          'due(?=\\s*:)',
          '(?:direct )?debit date',
          'collection date',
          'due(?=\\s+\\d)',
          '(?<=^|\\s{2})due(?=\\s{2,}|\\s*$)',
        ],
      },
    ],
  },
  paymentWords: ['pay\\w*', 'settle\\w*', 'debit\\w*', 'collect\\w*', 'transfer\\w*', 'from your account'],
  paidWords: ['received', 'paid'],
  noVatPhrases: [
    'reverse charge',
    'no vat (?:is )?charged',
    'vat not (?:applicable|charged)',
    'not subject to vat',
    'outside the scope of vat',
    'vat exempt',
    'exempt from vat',
  ],
};
