import type { Messages } from '../../domain/locales';

/** Bank details checked where they are used (review panel, invoices to pay, pay dialog), in German. */
export default {
  bankDetails: {
    title: 'Bankverbindung',
    invoiceIban: 'IBAN auf der Rechnung',
    supplierIban: 'IBAN, an die %{supplier} bezahlt wird',
    none: 'keine',
    panel: {
      newiban:
        'Die Bankverbindung von %{supplier} ist neu oder geändert: keine Überweisungsdatei bezahlt diese Rechnung, bis eine andere Person mit dem Recht, Dokumentquellen zu ändern, sie bestätigt.',
      mismatch:
        'Die Rechnung verlangt die Zahlung auf ein anderes Konto als das, auf das %{supplier} bezahlt wird. Ihre Bankdatei wartet, bis Sie die richtige IBAN bestätigen.',
      owniban:
        'Die IBAN von %{supplier} ist eines Ihrer eigenen Konten: Eine Überweisung würde Sie selbst bezahlen. Übernehmen Sie die IBAN der Rechnung oder korrigieren Sie die Dokumentquelle.',
      noiban: '%{supplier} hat keine IBAN: Keine Überweisung kann diese Rechnung bezahlen.',
      badiban: 'Die IBAN von %{supplier} ist ungültig: Keine Überweisung kann diese Rechnung bezahlen.',
      nosource: 'Das Dokument ist keiner Dokumentquelle zugeordnet: Keine Überweisung kann es bezahlen.',
    },
    confirmNew: 'Bestätigen',
    keepSupplier: 'IBAN des Lieferanten behalten',
    takeInvoice: 'IBAN der Rechnung für den Lieferanten übernehmen',
    confirmed: {
      SUPPLIER: '%{by} hat die IBAN von %{supplier} am %{at} bestätigt.',
      INVOICE: '%{by} hat die IBAN der Rechnung am %{at} für %{supplier} übernommen.',
    },
    saved: 'Bankverbindung bestätigt',
    reason: {
      newiban:
        'Die Bankverbindung von %{supplier} ist neu oder geändert: eine andere Person mit dem Recht, Dokumentquellen zu ändern, muss sie bestätigen',
      noiban: '%{supplier} hat keine IBAN',
      badiban: 'Die IBAN von %{supplier} ist ungültig',
      owniban: 'Die IBAN von %{supplier} ist eines Ihrer eigenen Konten',
      mismatch:
        'Die IBAN der Rechnung ist nicht die, an die %{supplier} bezahlt wird: Bestätigen Sie die richtige in ihrer Prüfung',
    },
    notice: {
      title: 'Keine Überweisung für diese Rechnung |||| Keine Überweisung für diese %{smart_count} Rechnungen',
      line: '%{number}: %{reason}.',
      help: 'Erfassen Sie die Zahlung ohne Bankdatei oder korrigieren Sie zuerst die Bankverbindung.',
    },
  },
} satisfies Messages;
