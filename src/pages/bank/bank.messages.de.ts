import type en from './bank.messages.en';

/** Bank statements, reconciliation and balances: the pages' texts, menu entries and refusals, in German. */
export default {
  menu: {
    bankstatements: 'Kontoauszüge',
    reconciliation: 'Abgleich',
    bankbalances: 'Banksalden',
  },
  bank: {
    state: {
      UNMATCHED: 'Nicht zugeordnet',
      PROPOSED: 'Vorgeschlagen',
      MATCHED: 'Zugeordnet',
      all: 'Alle',
    },
    stateFilter: 'Angezeigte Zeilen',
    stateTitle: 'Status',
    accept: 'Annehmen',
    reject: 'Ablehnen',
    undo: 'Rückgängig',
    accepted: 'Abgeglichen: die Zahlung ist erledigt.',
    rejected: 'Vorschlag abgelehnt.',
    undone: 'Abgleich rückgängig gemacht.',
    paymentDone: 'erledigt',
    paymentInProgress: 'in Bearbeitung',
    rule: {
      E2E: 'End-to-End-Referenz',
      AMOUNT_IBAN: 'Betrag und Konto',
      INVOICE_NUMBER: 'Rechnungsnummer',
      MANUAL: 'Von Hand gewählt',
    },
    reconciliation: {
      title: 'Bankabgleich',
      keys: 'Tastatur: ↑ ↓ zum Bewegen, Enter oder A zum Annehmen, R zum Ablehnen, U zum Rückgängigmachen, P zum Zahlen als Rechnungen.',
      list: 'Abzugleichende Auszugszeilen',
      empty: 'Keine Zeile in diesem Status.',
    },
    statements: {
      title: 'Kontoauszüge',
      subtitle:
        'Dateien im Format camt.053, camt.052, camt.054, OFX oder CFONB 120: jedes Konto wird über seine IBAN gefunden.',
      import: 'Kontoauszug importieren',
      imported:
        'Kontoauszug importiert: %{smart_count} neue Zeile. |||| Kontoauszug importiert: %{smart_count} neue Zeilen.',
      already: 'Dieser Kontoauszug wurde bereits importiert: nichts hinzugefügt.',
      file: 'Datei',
      period: 'Zeitraum',
      lineCount: 'Neu / Zeilen',
      empty: 'Noch kein Kontoauszug importiert.',
      lines: 'Zeilen von %{name}',
    },
    bookingDate: 'Gebucht',
    amount: 'Betrag',
    details: 'Details',
    matchedPayments: 'Abgeglichen mit',
    account: 'Konto',
    statementStatus: {
      IMPORTED: 'Importiert',
      RECONCILING: 'Abgleich läuft…',
      RECONCILED: 'Abgeglichen',
    },
    pay: {
      open: 'Als Rechnungen zahlen',
      title: 'Diese Zeile über %{amount} als Rechnungen zahlen',
      search: 'Offene Rechnungen suchen (Nummer, Lieferant)',
      invoices: 'Offene Rechnungen',
      none: 'Keine offene Rechnung passt.',
      balance: 'Noch offen: %{amount}',
      amountOf: 'Gezahlter Betrag auf %{number}',
      total: '%{total} von %{amount} gewählt',
      left: 'Noch %{amount} zuzuordnen.',
      submit: 'Zahlung erfassen',
      done: 'Zahlung erfasst und abgeglichen.',
    },
    balances: {
      title: 'Banksalden',
      empty: 'Noch kein Bankkonto.',
      bank: 'Banksaldo am %{day}',
      unreconciled:
        'Abzüglich %{smart_count} Zeile der Bank, nicht in den Büchern |||| Abzüglich %{smart_count} Zeilen der Bank, nicht in den Büchern',
      inProgress:
        'Abzüglich %{smart_count} erfassten Zahlung, noch nicht bei der Bank |||| Abzüglich %{smart_count} erfasster Zahlungen, noch nicht bei der Bank',
      book: 'Buchsaldo',
    },
  },
  error: {
    statement: {
      reconciled: 'Diese Zeile ist bereits abgeglichen: Heben Sie den Abgleich zuerst auf.',
      rejected: 'Dieser Vorschlag wurde abgelehnt.',
      confirmed: 'Dieser Vorschlag ist bereits bestätigt.',
      paymenttaken: 'Diese Zahlung ist bereits mit einer anderen Zeile abgeglichen.',
      notreconciled: 'Diese Zeile ist nicht abgeglichen: Es gibt nichts rückgängig zu machen.',
      line: 'Der Kontoauszug ist in Zeile %{line} nicht lesbar: %{reason}',
      unknowniban: 'Das Konto %{iban} ist keines der Bankkonten des Unternehmens: legen Sie es zuerst an.',
      othercompany: 'Das Konto %{iban} gehört zu %{company}: importieren Sie den Auszug dort.',
      payamount: 'Die Rechnungsbeträge müssen zusammen den Betrag der Zeile ergeben.',
      paycurrency: 'Diese Zeile ist in %{currency}: begleichen Sie sie nur mit Rechnungen in %{currency}.',
    },
  },
} satisfies typeof en;
