import type { Messages } from '../../domain/locales';
import auditWords from '../../domain/audit/auditWords.en';

/** The audit trail's texts (the Audit page, the history panels), in English. */
export default {
  audit: {
    title: 'Audit trail',
    subtitle: 'Every change, who made it, when and from where. Entries are never changed or deleted.',
    history: 'History',
    historyEmpty: 'No change recorded yet.',
    more: 'Show older changes',
    system: 'System',
    by: '%{user} · %{at}',
    empty: 'empty',
    noChange: 'No field changed.',
    more_fields: 'and %{smart_count} other field |||| and %{smart_count} other fields',
    values_changed: '%{smart_count} value changed |||| %{smart_count} values changed',
    columns: {
      at: 'When',
      user: 'Who',
      entity: 'What',
      action: 'Action',
      changes: 'Changes',
      address: 'Address',
    },
    filters: {
      user: 'User',
      entity: 'Record type',
      entityId: 'Record id',
      action: 'Action',
      from: 'From',
      to: 'To',
      all: 'All',
      clear: 'Clear the filters',
    },
    count: '%{smart_count} entry |||| %{smart_count} entries',
    none: 'No entry matches these filters.',
    verify: 'Verify the chain',
    verified: 'The chain holds: no entry was changed or removed.',
    broken: 'The chain breaks at entry no. %{seq} (id %{id}): %{reason}.',
    reason: {
      sequence: 'an entry before it is missing',
      link: 'it does not link to the entry before it',
      hash: 'its content was changed after it was written',
      tail: 'it and the entries after it were removed (the chain’s last link names it)',
    },
    exportStarted: 'The export is being prepared: find it on the Exports page.',
    ...auditWords,
  },
} satisfies Messages;
