import type en from './exports.messages.en';

/** The exports page's texts, in German. */
export default {
  menu: {
    exports: 'Exporte',
  },
  exports: {
    zipStarted: 'Export gestartet. Sie erhalten eine E-Mail, sobald er abgeschlossen ist.',
    dateParts: {
      day: 'TT',
      month: 'MM',
      year: 'JJJJ',
    },
    badDate: 'Datum im Format %{format} eingeben',
    title: 'Exporte',
    subtitle:
      'Ihre Exporte der letzten 30 Tage: Sie werden im Hintergrund erstellt, Sie können diese Seite verlassen; ein langer Export wird auch per E-Mail gesendet, wenn ein Mailserver eingerichtet ist.',
    action: 'Exportieren…',
    dialogTitle: '%{what} exportieren',
    from: 'Von',
    to: 'Bis',
    format: 'Format',
    csv: 'CSV (öffnet sich in Excel und Buchhaltungsprogrammen)',
    xlsx: 'Excel-Arbeitsmappe (XLSX)',
    periodHelp: 'Ein leeres Datum beginnt mit der ersten Zeile oder endet heute',
    submit: 'Exportieren',
    cancel: 'Abbrechen',
    what: {
      statement: 'den Kontoauszug von %{supplier}',
      payments: 'die Zahlungen',
      invoices: 'die freigegebenen Rechnungen (Buchungszeilen)',
      unreconciled: 'die nicht abgeglichenen Bankbuchungen',
      audit: 'das Prüfprotokoll',
    },
    kind: {
      statement: 'Kontoauszug',
      payments: 'Zahlungen',
      invoices: 'Freigegebene Rechnungen',
      unreconciled: 'Nicht abgeglichene Bankbuchungen',
      audit: 'Prüfprotokoll',
      documents: 'Dokumente (ZIP)',
    },
    status: {
      queued: 'Wartend',
      running: 'Wird erstellt',
      done: 'Fertig',
      failed: 'Fehlgeschlagen',
    },
    failure: {
      timeout: 'Die Erstellung dauerte zu lange: Exportieren Sie einen kürzeren Zeitraum',
      missingFile: 'Eine Datei des Exports wurde inzwischen entfernt: Exportieren Sie erneut',
      diskFull:
        'Auf dem Server ist kein Platz mehr dafür: Versuchen Sie es später erneut oder informieren Sie Ihren Administrator',
      unknown:
        'Der Export konnte nicht erstellt werden: Versuchen Sie es erneut oder informieren Sie Ihren Administrator, wenn es wieder scheitert',
    },
    file: 'Datei',
    contents: 'Inhalt',
    requested: 'Angefordert',
    statusTitle: 'Status',
    lines: 'Zeilen',
    size: 'Größe',
    actions: 'Aktionen',
    download: '%{name} herunterladen',
    remove: '%{name} entfernen',
    removed: 'Export entfernt',
    progress: 'Fortschritt von %{name}',
    empty:
      'Noch kein Export: Exportieren Sie einen Kontoauszug, Zahlungen oder freigegebene Rechnungen aus deren Ansichten.',
    ready: 'Export fertig: %{name}',
    started: 'Der Export wird erstellt: Sie finden ihn auf der Seite Exporte.',
    startedMailed:
      'Der Export wird erstellt: Sie finden ihn auf der Seite Exporte; ein Link wird Ihnen auch per E-Mail gesendet.',
    periodOrder: 'Der Beginn des Zeitraums muss vor seinem Ende liegen',
    list: 'Ihre Exporte',
  },
} satisfies typeof en;
