import type { Messages } from '../../domain/locales';

/** Der Rechnungslebenszyklus der Reform in der Prüfung (Verlauf, Aktionen des Käufers), die EN-16931-Prüfungen, auf Deutsch. */
export default {
  lifecycle: {
    title: 'Lebenszyklus',
    empty: 'Noch kein Status.',
    closed: 'Diese Rechnung wurde abgelehnt: Sie kann nicht mehr freigegeben oder bezahlt werden.',
    platform: 'Plattform',
    approved: 'Genehmigter Betrag: %{amount}',
    send: 'Senden',
    saved: 'Status gesendet',
    direction: { IN: 'empfangen', OUT: 'gesendet' },
    delivery: {
      pending: 'wartet auf die Plattform',
      sending: 'wird gesendet',
      delivered: 'zugestellt',
      failed: 'nicht zugestellt',
      unconfigured: 'keine Plattform eingerichtet',
    },
    field: {
      reason: 'Grund',
      action: 'Gewünschte Aktion',
      amount: 'Genehmigter Betrag (%{currency})',
      text: 'Kommentar',
    },
    line: { reason: 'Grund: %{value}', action: 'Gewünschte Aktion: %{value}' },
    act: { 205: 'Genehmigen', 206: 'Teilweise genehmigen', 207: 'Beanstanden', 208: 'Aussetzen', 210: 'Ablehnen' },
    ask: {
      205: 'Rechnung genehmigen',
      206: 'Rechnung teilweise genehmigen',
      207: 'Rechnung beanstanden',
      208: 'Rechnung aussetzen',
      210: 'Rechnung ablehnen',
    },
    en16931: {
      title: 'EN-16931-Prüfungen',
      intro:
        'Die E-Rechnung verletzt eine Regel der Norm. |||| Die E-Rechnung verletzt %{smart_count} Regeln der Norm.',
    },
    filter: { all: 'Alle Status', lifecycle: 'Lebenszyklus-Status', en16931: 'EN-16931-Befunde' },
  },
  error: {
    lifecycle: {
      received: 'Der Status %{status} kommt von der Plattform und wird nicht von einem Benutzer gesetzt.',
      buyer: 'Der Status %{status} ist eine Handlung des Käufers selbst.',
      code: 'Wählen Sie einen Lebenszyklus-Status der Reform (200-213).',
      reason: 'Wählen Sie einen Grund aus der Liste.',
      action: 'Wählen Sie eine gewünschte Aktion aus der Liste.',
      amount: 'Geben Sie einen Betrag mit höchstens 2 Nachkommastellen ein.',
      reasonrequired: 'Geben Sie den Grund an.',
      actionrequired: 'Geben Sie an, was Sie vom Lieferanten verlangen.',
      amountrequired: 'Geben Sie den genehmigten Betrag ein.',
      amountabovetotal: 'Der genehmigte Betrag darf den Rechnungsbetrag nicht übersteigen.',
      closed: 'Diese Rechnung wurde abgelehnt: Sie kann nicht mehr freigegeben, bezahlt oder beantwortet werden.',
      paid: 'Diese Rechnung ist bereits bezahlt.',
    },
    endpoint: {
      url: 'Geben Sie eine vollständige Adresse ein, z. B. https://plattform.example/cdar.',
      credentials: 'Keinen Benutzernamen und kein Passwort in die Adresse schreiben.',
      https: 'Verwenden Sie eine https://-Adresse (einfaches http nur zu diesem Rechner).',
      secret: 'Das Geheimnis braucht mindestens 16 Zeichen.',
    },
  },
} satisfies Messages;
