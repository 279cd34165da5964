import type { Lexicon } from './types';

/** Italian. */
export const it: Lexicon = {
  lang: 'it',
  months: [
    ['gennaio', 'gen'],
    ['febbraio'],
    ['marzo'],
    ['aprile'],
    ['maggio', 'mag'],
    ['giugno', 'giu'],
    ['luglio', 'lug'],
    ['agosto'],
    ['settembre', 'set'],
    ['ottobre', 'ott'],
    ['novembre'],
    ['dicembre', 'dic'],
  ],
  conventions: { decimal: ',', thousands: ['.'], dayOrder: 'DMY' },
  labels: {
    issueDate: [
      { weight: 3, phrases: ['data (?:della |di )?(?:fattura|documento|emissione)', 'data doc\\.?'] },
      { weight: 2.6, phrases: ['emessa il'] },
    ],
    dueDate: [
      {
        weight: 3,
        phrases: [
          'data (?:di )?scadenza',
          'scadenza',
          'pagamento entro(?: il)?',
          'da pagare entro(?: il)?',
          'scadenz[ae]',
          'data (?:di )?addebito',
        ],
      },
    ],
  },
  paymentWords: ['pagamento', 'pagare', 'bonifico', 'addebit\\w*', 'dal (?:suo|vostro) conto'],
  paidWords: ['ricevuto', 'pagato'],
  noVatPhrases: [
    'iva esente',
    'esente iva',
    'franchigia da iva',
    'regime forfettario',
    'regime fiscale di vantaggio',
    "senza applicazione dell'iva",
    'non soggett[ao] (?:ad? )?iva',
    "fuori campo (?:di applicazione dell')?iva",
  ],
};
