import type { Messages } from '../../domain/locales';

/** The administrators' deleted documents page, in English. */
export default {
  deletedDocuments: {
    title: 'Deleted documents',
    subtitle: 'Documents deleted within the retention period, with their original, until they are purged.',
    number: 'Number',
    supplier: 'Document source',
    file: 'File',
    total: 'Total incl. VAT',
    deleted: 'Deleted',
    purge: 'Purged on',
    deletedBy: 'By %{name} on %{date}',
    original: 'Original',
    download: 'Download the original of %{name}',
    sha256: 'SHA-256 of the import, checked on download: %{hash}',
    search: 'Search a number, a source or a file',
    count: '%{smart_count} deleted document |||| %{smart_count} deleted documents',
    none: 'No deleted document is kept.',
    noMatch: 'No deleted document matches.',
  },
  menu: { deleteddocuments: 'Deleted documents' },
} satisfies Messages;
