import { EXPORT_STARTED } from '../../domain/documents/bulkDownload';
import type { Messages } from '../../domain/locales';

/** The exports page's texts, in English. */
export default {
  menu: {
    exports: 'Exports',
  },
  exports: {
    zipStarted: EXPORT_STARTED,
    dateParts: {
      day: 'dd',
      month: 'mm',
      year: 'yyyy',
    },
    badDate: 'Type a date as %{format}',
    title: 'Exports',
    subtitle:
      'Your exports of the last 30 days: they are built in the background, so you can leave this page; a long one is also e-mailed when a mail server is configured.',
    action: 'Export…',
    dialogTitle: 'Export %{what}',
    from: 'From',
    to: 'To',
    format: 'Format',
    csv: 'CSV (opens in Excel and accounting tools)',
    xlsx: 'Excel workbook (XLSX)',
    periodHelp: 'Leave a date empty to start from the first line or end today',
    submit: 'Export',
    cancel: 'Cancel',
    what: {
      statement: 'the statement of %{supplier}',
      payments: 'the payments',
      invoices: 'the validated invoices (accounting lines)',
      unreconciled: 'the bank lines not reconciled',
    },
    kind: {
      statement: 'Balance statement',
      payments: 'Payments',
      invoices: 'Validated invoices',
      unreconciled: 'Unreconciled bank lines',
      documents: 'Documents (zip)',
    },
    status: {
      queued: 'Waiting',
      running: 'Being built',
      done: 'Ready',
      failed: 'Failed',
    },
    failure: {
      timeout: 'It took too long: export a shorter period',
      missingFile: 'A file of the export was removed meanwhile: export again',
      diskFull: 'The server has no room left for it: try again later or tell your administrator',
      unknown: 'The export could not be built: try again, or tell your administrator if it fails again',
    },
    file: 'File',
    contents: 'Contents',
    requested: 'Requested',
    statusTitle: 'Status',
    lines: 'Lines',
    size: 'Size',
    actions: 'Actions',
    download: 'Download %{name}',
    remove: 'Remove %{name}',
    removed: 'Export removed',
    progress: 'Progress of %{name}',
    empty: 'No export yet: export a statement, payments or validated invoices from their screens.',
    ready: 'Export ready: %{name}',
    started: 'The export is being built: find it on the Exports page.',
    startedMailed: 'The export is being built: find it on the Exports page; a link will also be e-mailed to you.',
    periodOrder: 'The start of the period must come before its end',
    list: 'Your exports',
  },
} satisfies Messages;
