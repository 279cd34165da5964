import type { Messages } from '../../../domain/locales';

/** The review's unsaved edits and days typed that are no real day, auf Deutsch. */
export default {
  documents: {
    review: {
      notADay: 'Kein gültiger Tag zwischen 1900 und 2099.',
      badDays: 'Ein Datum ist kein gültiger Tag: Korrigieren Sie das rot markierte Feld.',
      notSavedBadDays: 'Nichts wurde gespeichert: %{fields} ist kein gültiger Tag.',
      confirmRerun:
        'Die erneute Erkennung ersetzt Ihre ungespeicherten Änderungen durch das Gelesene. Trotzdem erneut erkennen?',
      confirmLeave: 'Dieses Dokument hat ungespeicherte Änderungen. Seite verlassen und sie verlieren?',
    },
  },
} satisfies Messages;
