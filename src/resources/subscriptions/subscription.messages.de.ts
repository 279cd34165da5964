import type en from './subscription.messages.en';

/** The subscriptions page's texts, in German. */
export default {
  subscriptions: {
    title: 'Wählen Sie Ihr Angebot',
    subtitle: 'Wechseln Sie jederzeit: Das neue Angebot ersetzt das aktuelle sofort.',
    MONTHLY: 'Monatlich',
    YEARLY: 'Jährlich',
    perMonth: '/ Monat',
    perYear: '/ Jahr',
    current: 'Aktuelles Angebot',
    choose: 'Dieses Angebot wählen',
    trial: '%{days} Tage kostenlos testen',
    unlimited: 'unbegrenzt',
    qtyMonthly: '%{n} pro Monat',
    qtyTotal: '%{n} insgesamt',
    confirm: '%{offer} (%{period}) für %{price} abonnieren?',
    cancel: 'Mein Abonnement kündigen',
    cancelConfirm:
      'Ihr Abonnement %{offer} kündigen? Es bleibt bis zum Enddatum aktiv, danach kehrt Ihr Konto zum kostenlosen Angebot zurück.',
    cancelled: 'Gekündigt: aktiv bis %{date}',
    activeUntil: 'Aktiv bis %{date}',
    usage: 'Nutzung Ihres Angebots',
    used: '%{used} von %{quantity}',
    usedUnlimited: '%{used} (unbegrenzt)',
    usageMONTHLY: 'diesen Monat',
    usageTOTAL: 'insgesamt',
    empty: 'Derzeit ist kein Angebot verfügbar.',
    free: 'Kostenlos',
    yearlyHint: 'Jährlich: 10 Monate bezahlt, 12 Monate Leistung.',
    notAllowed: 'Nur der Administrator der Hauptgesellschaft kann das Abonnement ändern.',
  },
} satisfies typeof en;
