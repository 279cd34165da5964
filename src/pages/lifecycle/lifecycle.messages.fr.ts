import type { Messages } from '../../domain/locales';

/** Le cycle de vie de la réforme sur la revue (chronologie, actions de l’acheteur), les contrôles EN 16931, en français. */
export default {
  lifecycle: {
    title: 'Cycle de vie',
    empty: 'Aucun statut pour l’instant.',
    closed: 'Cette facture a été refusée : elle ne peut plus être validée ni payée.',
    platform: 'plateforme',
    approved: 'Montant approuvé : %{amount}',
    send: 'Envoyer',
    saved: 'Statut envoyé',
    direction: { IN: 'reçu', OUT: 'émis' },
    delivery: {
      pending: 'en attente de la plateforme',
      sending: 'envoi en cours',
      delivered: 'remis',
      failed: 'non remis',
      unconfigured: 'aucune plateforme configurée',
    },
    field: {
      reason: 'Motif',
      action: 'Action demandée',
      amount: 'Montant approuvé (%{currency})',
      text: 'Commentaire',
    },
    line: { reason: 'Motif : %{value}', action: 'Action demandée : %{value}' },
    act: { 205: 'Approuver', 206: 'Approuver en partie', 207: 'Contester', 208: 'Suspendre', 210: 'Refuser' },
    ask: {
      205: 'Approuver la facture',
      206: 'Approuver la facture en partie',
      207: 'Mettre la facture en litige',
      208: 'Suspendre la facture',
      210: 'Refuser la facture',
    },
    en16931: {
      title: 'Contrôles EN 16931',
      intro:
        'La facture électronique enfreint une règle de la norme. |||| La facture électronique enfreint %{smart_count} règles de la norme.',
    },
    filter: { all: 'Tous les statuts', lifecycle: 'Statut du cycle de vie', en16931: 'Anomalies EN 16931' },
  },
  error: {
    lifecycle: {
      received: 'Le statut %{status} est reçu de la plateforme, il n’est pas posé par un utilisateur.',
      buyer: 'Le statut %{status} est une action propre à l’acheteur.',
      code: 'Choisissez un statut du cycle de vie de la réforme (200-213).',
      reason: 'Choisissez un motif dans la liste.',
      action: 'Choisissez une action demandée dans la liste.',
      amount: 'Saisissez un montant d’au plus 2 décimales.',
      reasonrequired: 'Indiquez le motif.',
      actionrequired: 'Indiquez ce que vous demandez au fournisseur.',
      amountrequired: 'Saisissez le montant approuvé.',
      amountabovetotal: 'Le montant approuvé ne peut dépasser le total de la facture.',
      closed: 'Cette facture a été refusée : elle ne peut plus être validée, payée ni recevoir de réponse.',
      paid: 'Cette facture est déjà payée.',
    },
    endpoint: {
      url: 'Saisissez une adresse complète, par exemple https://plateforme.example/cdar.',
      credentials: 'Ne mettez ni identifiant ni mot de passe dans l’adresse.',
      https: 'Utilisez une adresse https:// (http simple uniquement vers cette machine).',
      secret: 'Le secret doit compter au moins 16 caractères.',
    },
  },
} satisfies Messages;
