import type { Lexicon } from './types';

/** French. */
export const fr: Lexicon = {
  lang: 'fr',
  months: [
    ['janvier', 'janv'],
    ['février', 'fevrier', 'févr', 'fevr', 'fév', 'fev'],
    ['mars'],
    ['avril', 'avr'],
    ['mai'],
    ['juin'],
    ['juillet', 'juil'],
    ['août', 'aout', 'aoû'],
    ['septembre', 'sept'],
    ['octobre', 'oct'],
    ['novembre', 'nov'],
    ['décembre', 'decembre', 'déc', 'dec'],
  ],
  conventions: { decimal: ',', thousands: [' ', '.'], dayOrder: 'DMY' },
  labels: {
    issueDate: [
      { weight: 3, phrases: ["date (?:de (?:la )?)?(?:facture|facturation|l'avoir|avoir|d'emission|emission)"] },
      { weight: 2.6, phrases: ['emise? le'] },
    ],
    dueDate: [
      {
        weight: 3,
        phrases: [
          "date d'echeance",
          'date limite(?: de (?:paiement|reglement))?',
          'echeance',
          'a regler avant(?: le)?',
          'a payer avant(?: le)?',
          'payable avant(?: le)?',
          'date de paiement',
          '(?:preleve|prelevement) (?:a partir du|le|du)',
          'au plus tard le',
          'date de prelevement',
        ],
      },
    ],
  },
  paymentWords: [
    'regl\\w*',
    'regle\\w*',
    'paiement',
    'payer',
    'preleve\\w*',
    'prelevement',
    'virement',
    'de votre compte',
  ],
  paidWords: ['recu', 'reçu', 'paye', 'payee'],
  noVatPhrases: ['tva non applicable', 'art\\.?\\s*293\\s*b', 'franchise en base de tva', 'autoliquidation'],
};
