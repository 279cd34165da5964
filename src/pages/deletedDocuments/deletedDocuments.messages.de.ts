import type { Messages } from '../../domain/locales';

/** The administrators' deleted documents page, in German. */
export default {
  deletedDocuments: {
    title: 'Gelöschte Dokumente',
    subtitle:
      'Innerhalb der Aufbewahrungsfrist gelöschte Dokumente mit ihrem Original, bis sie endgültig entfernt werden.',
    number: 'Nummer',
    supplier: 'Dokumentquelle',
    file: 'Datei',
    total: 'Gesamt inkl. MwSt.',
    deleted: 'Gelöscht',
    purge: 'Endgültig entfernt am',
    deletedBy: 'Von %{name} am %{date}',
    original: 'Originaldatei',
    download: 'Original von %{name} herunterladen',
    sha256: 'SHA-256 des Imports, beim Herunterladen geprüft: %{hash}',
    search: 'Nummer, Quelle oder Datei suchen',
    count: '%{smart_count} gelöschtes Dokument |||| %{smart_count} gelöschte Dokumente',
    none: 'Es wird kein gelöschtes Dokument aufbewahrt.',
    noMatch: 'Kein gelöschtes Dokument passt.',
  },
  menu: { deleteddocuments: 'Gelöschte Dokumente' },
} satisfies Messages;
