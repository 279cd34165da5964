import type en from './bank.messages.en';

/** Bank statements, reconciliation and balances: the pages' texts, menu entries and refusals, in French. */
export default {
  menu: {
    bankstatements: 'Relevés bancaires',
    reconciliation: 'Rapprochement',
    bankbalances: 'Soldes bancaires',
  },
  bank: {
    state: {
      UNMATCHED: 'Non rapprochée',
      PROPOSED: 'Proposée',
      MATCHED: 'Rapprochée',
      all: 'Toutes',
    },
    stateFilter: 'Lignes affichées',
    stateTitle: 'État',
    accept: 'Accepter',
    reject: 'Rejeter',
    undo: 'Annuler',
    accepted: 'Rapprochée : le paiement est effectué.',
    rejected: 'Proposition rejetée.',
    undone: 'Rapprochement annulé.',
    paymentDone: 'effectué',
    paymentInProgress: 'en cours',
    rule: {
      E2E: 'Référence de bout en bout',
      AMOUNT_IBAN: 'Montant et compte',
      INVOICE_NUMBER: 'Numéro de facture',
      MANUAL: 'Choisi à la main',
    },
    reconciliation: {
      title: 'Rapprochement bancaire',
      keys: 'Clavier : ↑ ↓ pour se déplacer, Entrée ou A pour accepter, R pour rejeter, U pour annuler, P pour payer des factures.',
      list: 'Lignes de relevé à rapprocher',
      empty: 'Aucune ligne dans cet état.',
    },
    statements: {
      title: 'Relevés bancaires',
      subtitle: 'Fichiers camt.053, camt.052, camt.054, OFX ou CFONB 120 : chaque compte est retrouvé par son IBAN.',
      import: 'Importer un relevé',
      imported:
        'Relevé importé : %{smart_count} nouvelle ligne. |||| Relevé importé : %{smart_count} nouvelles lignes.',
      already: 'Ce relevé était déjà importé : rien n’a été ajouté.',
      file: 'Fichier',
      period: 'Période',
      lineCount: 'Nouvelles / lignes',
      empty: 'Aucun relevé importé.',
      lines: 'Lignes de %{name}',
    },
    bookingDate: 'Comptabilisée',
    amount: 'Montant',
    details: 'Détails',
    matchedPayments: 'Rapprochée avec',
    account: 'Compte',
    statementStatus: {
      IMPORTED: 'Importé',
      RECONCILING: 'Rapprochement…',
      RECONCILED: 'Rapproché',
    },
    pay: {
      open: 'Payer des factures',
      title: 'Régler cette ligne de %{amount} par des factures',
      search: 'Chercher des factures à payer (numéro, fournisseur)',
      invoices: 'Factures à payer',
      none: 'Aucune facture à payer ne correspond.',
      balance: 'Reste à payer : %{amount}',
      amountOf: 'Montant réglé sur %{number}',
      total: '%{total} choisis sur %{amount}',
      left: 'Encore %{amount} à répartir.',
      submit: 'Enregistrer le paiement',
      done: 'Paiement enregistré et rapproché.',
    },
    balances: {
      title: 'Soldes bancaires',
      empty: 'Aucun compte bancaire.',
      bank: 'Solde bancaire au %{day}',
      unreconciled:
        'Moins %{smart_count} ligne passée par la banque, absente des livres |||| Moins %{smart_count} lignes passées par la banque, absentes des livres',
      inProgress:
        'Moins %{smart_count} paiement enregistré, pas encore à la banque |||| Moins %{smart_count} paiements enregistrés, pas encore à la banque',
      book: 'Solde comptable',
    },
  },
  error: {
    statement: {
      line: 'Le relevé est illisible à la ligne %{line} : %{reason}',
      unknowniban: 'Le compte %{iban} n’est aucun des comptes bancaires de la société : ajoutez-le d’abord.',
      othercompany: 'Le compte %{iban} appartient à %{company} : importez son relevé là-bas.',
      payamount: 'Les montants des factures doivent faire le montant de la ligne.',
      paycurrency: 'Cette ligne est en %{currency} : réglez-la uniquement avec des factures en %{currency}.',
    },
  },
} satisfies typeof en;
