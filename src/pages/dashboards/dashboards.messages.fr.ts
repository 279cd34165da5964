import type en from './dashboards.messages.en';

/** The dashboards' texts, in French. */
export default {
  originDashboard: {
    invoiced: 'Montant validé',
    toPay: 'Reste à payer',
    overdue: 'Documents en retard',
    awaiting: 'En attente de validation',
    byMonth: 'Montant par mois',
    bySupplier: 'Principaux fournisseurs',
    byLabel: 'Montant par étiquette',
    amount: 'Montant TTC',
    noLabel: 'Sans étiquette',
    empty: 'Aucun document validé sur la période.',
    currency: 'Devise des graphiques',
  },
} satisfies typeof en;
