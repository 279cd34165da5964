import type en from './dashboards.messages.en';

/** The dashboards' texts, in German. */
export default {
  originDashboard: {
    invoiced: 'Freigegebener Betrag',
    toPay: 'Offen',
    overdue: 'Überfällige Dokumente',
    awaiting: 'Warten auf Freigabe',
    byMonth: 'Betrag pro Monat',
    bySupplier: 'Größte Lieferanten',
    byLabel: 'Betrag pro Etikett',
    amount: 'Betrag brutto',
    noLabel: 'Ohne Etikett',
    empty: 'Kein freigegebenes Dokument im Zeitraum.',
    currency: 'Währung der Diagramme',
  },
} satisfies typeof en;
