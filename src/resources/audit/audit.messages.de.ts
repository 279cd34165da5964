import type { Messages } from '../../domain/locales';
import auditWords from '../../domain/audit/auditWords.de';

/** The audit trail's texts (the Audit page, the history panels), in German. */
export default {
  audit: {
    title: 'Prüfprotokoll',
    subtitle: 'Jede Änderung, wer sie wann und von wo vorgenommen hat. Einträge werden nie geändert oder gelöscht.',
    history: 'Verlauf',
    historyEmpty: 'Noch keine Änderung erfasst.',
    more: 'Ältere Änderungen anzeigen',
    system: 'System',
    by: '%{user} · %{at}',
    empty: 'leer',
    noChange: 'Kein Feld geändert.',
    more_fields: 'und %{smart_count} weiteres Feld |||| und %{smart_count} weitere Felder',
    values_changed: '%{smart_count} Wert geändert |||| %{smart_count} Werte geändert',
    columns: {
      at: 'Wann',
      user: 'Wer',
      entity: 'Was',
      action: 'Aktion',
      changes: 'Änderungen',
      address: 'Adresse',
    },
    filters: {
      user: 'Benutzer',
      entity: 'Datensatztyp',
      entityId: 'Datensatz-ID',
      action: 'Aktion',
      from: 'Von',
      to: 'Bis',
      all: 'Alle',
      clear: 'Filter löschen',
    },
    count: '%{smart_count} Eintrag |||| %{smart_count} Einträge',
    none: 'Kein Eintrag entspricht diesen Filtern.',
    verify: 'Kette prüfen',
    verified: 'Die Kette ist intakt: Kein Eintrag wurde geändert oder entfernt.',
    broken: 'Die Kette bricht bei Eintrag Nr. %{seq} (ID %{id}): %{reason}.',
    reason: {
      sequence: 'ein vorheriger Eintrag fehlt',
      link: 'er verweist nicht auf den vorherigen Eintrag',
      hash: 'sein Inhalt wurde nach dem Schreiben geändert',
      tail: 'er und die folgenden Einträge wurden entfernt (das letzte Glied der Kette nennt ihn)',
    },
    exportStarted: 'Der Export wird vorbereitet: Sie finden ihn auf der Seite Exporte.',
    ...auditWords,
  },
} satisfies Messages;
