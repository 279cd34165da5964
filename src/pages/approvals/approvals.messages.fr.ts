import type { Messages } from '../../domain/locales';

/** The invoice's approval on the review, in French. */
export default {
  approvals: {
    title: 'Approbation',
    state: {
      PENDING: 'En attente d’approbation (règle « %{rule} ») : elle ne peut pas être payée avant d’être approuvée.',
      APPROVED: 'Approuvée (règle « %{rule} ») : elle peut être payée.',
      REFUSED: 'Refusée à l’approbation (règle « %{rule} ») : elle ne peut pas être payée.',
    },
    step: 'Étape %{step} sur %{steps} : %{approvals} approbation(s) sur %{required}.',
    decided: {
      APPROVE: 'Approuvée par %{by} le %{at}.',
      REFUSE: 'Refusée par %{by} le %{at}.',
    },
    comment: 'Commentaire',
    approve: 'Approuver',
    refuse: 'Refuser',
    done: {
      APPROVE: 'Votre approbation est enregistrée',
      REFUSE: 'Votre refus est enregistré',
    },
    toApprove: {
      title: 'À approuver',
      subtitle: 'Les factures validées qui attendent votre approbation avant de pouvoir être payées.',
      number: 'Numéro',
      date: 'Date d’émission',
      supplier: 'Source de documents',
      total: 'Total TTC',
      rule: 'Règle',
      ruleStep: '%{rule}, étape %{step}',
      requested: 'En attente depuis',
      actions: 'Décision',
      decide: 'Approuver ou refuser',
      decideOne: 'Approuver ou refuser %{number}',
      summary: 'Facture %{number} de %{supplier}, %{total} TTC.',
      noNumber: 'Sans numéro',
      empty: 'Aucune facture n’attend votre approbation.',
    },
  },
  menu: { toapprove: 'À approuver', audit: 'Journal d’audit' },
} satisfies Messages;
