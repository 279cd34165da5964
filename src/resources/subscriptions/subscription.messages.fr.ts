import type en from './subscription.messages.en';

/** The subscriptions page's texts, in French. */
export default {
  subscriptions: {
    title: 'Choisissez votre offre',
    subtitle: "Changez d'offre à tout moment : la nouvelle offre remplace aussitôt l'actuelle.",
    MONTHLY: 'Mensuel',
    YEARLY: 'Annuel',
    perMonth: '/ mois',
    perYear: '/ an',
    current: 'Offre actuelle',
    choose: 'Choisir cette offre',
    trial: '%{days} jours d’essai gratuit',
    unlimited: 'illimité',
    qtyMonthly: '%{n} par mois',
    qtyTotal: '%{n} au total',
    confirm: "Souscrire à l'offre %{offer} (%{period}) pour %{price} ?",
    cancel: 'Résilier mon abonnement',
    cancelConfirm:
      "Résilier votre abonnement %{offer} ? Il reste actif jusqu'à sa date de fin, puis votre compte repasse à l'offre gratuite.",
    cancelled: "Résilié : actif jusqu'au %{date}",
    activeUntil: "Actif jusqu'au %{date}",
    usage: 'Utilisation de votre offre',
    used: '%{used} sur %{quantity}',
    usedUnlimited: '%{used} (illimité)',
    usageMONTHLY: 'ce mois-ci',
    usageTOTAL: 'au total',
    empty: "Aucune offre n'est disponible pour le moment.",
    free: 'Gratuit',
    yearlyHint: 'Annuel : 10 mois payés pour 12 mois de service.',
    notAllowed: "Seul l'administrateur de la société mère peut modifier l'abonnement.",
  },
} satisfies typeof en;
