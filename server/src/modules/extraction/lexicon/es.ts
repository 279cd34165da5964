import type { Lexicon } from './types';

/** Spanish. */
export const es: Lexicon = {
  lang: 'es',
  months: [
    ['enero', 'ene'],
    ['febrero'],
    ['marzo'],
    ['abril', 'abr'],
    ['mayo'],
    ['junio'],
    ['julio'],
    ['agosto', 'ago'],
    ['septiembre', 'sep'],
    ['octubre'],
    ['noviembre'],
    ['diciembre', 'dic'],
  ],
  conventions: { decimal: ',', thousands: ['.'], dayOrder: 'DMY' },
  labels: {
    issueDate: [
      { weight: 3, phrases: ['fecha (?:de )?(?:la )?(?:factura|emision|expedicion)'] },
      { weight: 2.6, phrases: ['emitida el'] },
    ],
    dueDate: [
      {
        weight: 3,
        phrases: [
          'fecha (?:de )?(?:vencimiento|limite(?: de pago)?)',
          'vencimiento',
          'pagar antes de(?:l)?',
          'vencimientos?',
          'fecha (?:de )?(?:vto|vcto|vencto|venc)',
          'vto(?=\\.)',
          'fecha (?:de )?cargo',
        ],
      },
    ],
  },
  paymentWords: ['pago', 'pagar', 'transferencia', 'cargo', 'cargar\\w*', 'domicili\\w*', 'de su cuenta'],
  paidWords: ['recibido', 'pagado'],
  noVatPhrases: ['exento de iva', 'exenta de iva'],
};
