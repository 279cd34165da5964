import type { Messages } from '../../domain/locales';

/** Bank details checked where they are used (review panel, invoices to pay, pay dialog), in French. */
export default {
  bankDetails: {
    title: 'Coordonnées bancaires',
    invoiceIban: 'IBAN sur la facture',
    supplierIban: 'IBAN sur lequel %{supplier} est payé',
    none: 'aucun',
    panel: {
      newiban:
        'Les coordonnées bancaires de %{supplier} sont nouvelles ou modifiées : aucun fichier de virement ne paie cette facture tant qu’une autre personne autorisée à modifier les sources ne les a pas confirmées.',
      mismatch:
        'La facture demande à être payée sur un autre compte que celui sur lequel %{supplier} est payé. Son fichier bancaire attend que vous confirmiez le bon IBAN.',
      owniban:
        'L’IBAN de %{supplier} est l’un de vos propres comptes : un virement vous paierait vous-mêmes. Reprenez l’IBAN de la facture, ou corrigez le tiers.',
      noiban: '%{supplier} n’a pas d’IBAN : aucun virement ne peut payer cette facture.',
      badiban: 'L’IBAN de %{supplier} n’est pas valide : aucun virement ne peut payer cette facture.',
      nosource: 'Le document n’est rattaché à aucun tiers : aucun virement ne peut le payer.',
    },
    confirmNew: 'Les confirmer',
    keepSupplier: 'Garder l’IBAN du fournisseur',
    takeInvoice: 'Reprendre l’IBAN de la facture pour le fournisseur',
    confirmed: {
      SUPPLIER: '%{by} a confirmé l’IBAN de %{supplier} le %{at}.',
      INVOICE: '%{by} a repris l’IBAN de la facture pour %{supplier} le %{at}.',
    },
    saved: 'Coordonnées bancaires confirmées',
    reason: {
      newiban:
        'Les coordonnées bancaires de %{supplier} sont nouvelles ou modifiées : une autre personne autorisée à modifier les sources doit les confirmer',
      noiban: '%{supplier} n’a pas d’IBAN',
      badiban: 'L’IBAN de %{supplier} n’est pas valide',
      owniban: 'L’IBAN de %{supplier} est l’un de vos propres comptes',
      mismatch: 'L’IBAN de la facture n’est pas celui sur lequel %{supplier} est payé : confirmez le bon dans sa revue',
    },
    notice: {
      title: 'Pas de virement pour cette facture |||| Pas de virement pour ces %{smart_count} factures',
      line: '%{number} : %{reason}.',
      help: 'Enregistrez le paiement sans fichier bancaire, ou corrigez d’abord les coordonnées bancaires.',
    },
  },
} satisfies Messages;
