import type { Lexicon } from './types';

/** Dutch (Netherlands, Flanders). */
export const nl: Lexicon = {
  lang: 'nl',
  months: [
    ['januari'],
    ['februari'],
    ['maart', 'mrt'],
    ['april'],
    ['mei'],
    ['juni'],
    ['juli'],
    ['augustus'],
    ['september'],
    ['oktober'],
    ['november'],
    ['december'],
  ],
  conventions: { decimal: ',', thousands: ['.'], dayOrder: 'DMY' },
  labels: {
    issueDate: [{ weight: 3, phrases: ['factuur\\s*datum', 'datum factuur', 'factuurdatum'] }],
    dueDate: [
      {
        weight: 3,
        phrases: [
          'vervaldatum',
          'vervaldag',
          'te betalen voor',
          'uiterste betaaldatum',
          '(?:uiterlijk )?betalen voor',
          'incassodatum',
        ],
      },
    ],
  },
  paymentWords: [
    'betal\\w*',
    'afschrij\\w*',
    'schrijven',
    'incasso',
    'geincasseerd',
    'overmaken',
    'over te maken',
    'voldoen',
    'van uw rekening',
  ],
  paidWords: ['betaald', 'ontvangen'],
  noVatPhrases: ['btw verlegd', 'vrijgesteld van btw', 'kleineondernemersregeling'],
};
