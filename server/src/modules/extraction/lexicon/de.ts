import type { Lexicon } from './types';

/** German (Germany, Austria, Switzerland: `1'234.50` there). */
export const de: Lexicon = {
  lang: 'de',
  months: [
    ['januar', 'jänner', 'jan'],
    ['februar', 'feb', 'febr'],
    ['märz', 'maerz', 'mär'],
    ['april'],
    ['mai'],
    ['juni'],
    ['juli'],
    ['august'],
    ['september'],
    ['oktober', 'okt'],
    ['november'],
    ['dezember', 'dez'],
  ],
  conventions: { decimal: ',', thousands: ['.', "'"], dayOrder: 'DMY' },
  labels: {
    issueDate: [
      { weight: 3, phrases: ['rechnungs-?\\s*datum', 'beleg-?\\s*datum', 'gutschrifts?datum'] },
      { weight: 2.6, phrases: ['ausgestellt am'] },
    ],
    dueDate: [
      {
        weight: 3,
        phrases: [
          'zahlungsziel',
          'falligkeit(?:sdatum)?',
          'fallig (?:am|bis|zum)',
          'zahlbar bis',
          'spatestens (?:am|bis)(?: zum)?',
          'abbuchungsdatum',
          'einzugsdatum',
        ],
      },
    ],
  },
  paymentWords: [
    'zahl\\w*',
    'uberweis\\w*',
    'abbuch\\w*',
    'eingezogen',
    'einzieh\\w*',
    'lastschrift\\w*',
    'buchen',
    'bucht',
    'von ihrem konto',
  ],
  paidWords: ['bezahlt', 'erhalten'],
  noVatPhrases: [
    'steuerfrei',
    'kleinunternehmer',
    '§\\s*19\\s*ustg',
    'umsatzsteuer wird nicht (?:berechnet|ausgewiesen)',
  ],
};
