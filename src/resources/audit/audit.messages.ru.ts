import type { Messages } from '../../domain/locales';
import auditWords from '../../domain/audit/auditWords.ru';

/** The audit trail's texts (the Audit page, the history panels), in Russian. */
export default {
  audit: {
    title: 'Журнал аудита',
    subtitle: 'Каждое изменение: кто, когда и с какого адреса. Записи никогда не изменяются и не удаляются.',
    history: 'История',
    historyEmpty: 'Изменений пока нет.',
    more: 'Показать более ранние изменения',
    system: 'Система',
    by: '%{user} · %{at}',
    empty: 'пусто',
    noChange: 'Поля не изменены.',
    more_fields: 'и ещё %{smart_count} поле |||| и ещё %{smart_count} поля |||| и ещё %{smart_count} полей',
    values_changed:
      'изменено %{smart_count} значение |||| изменено %{smart_count} значения |||| изменено %{smart_count} значений',
    columns: {
      at: 'Когда',
      user: 'Кто',
      entity: 'Что',
      action: 'Действие',
      changes: 'Изменения',
      address: 'Адрес',
    },
    filters: {
      user: 'Пользователь',
      entity: 'Тип записи',
      entityId: 'Идентификатор записи',
      action: 'Действие',
      from: 'С',
      to: 'По',
      all: 'Все',
      clear: 'Сбросить фильтры',
    },
    count: '%{smart_count} запись |||| %{smart_count} записи |||| %{smart_count} записей',
    none: 'Нет записей по этим фильтрам.',
    verify: 'Проверить цепочку',
    verified: 'Цепочка цела: ни одна запись не изменена и не удалена.',
    broken: 'Цепочка нарушена на записи № %{seq} (id %{id}): %{reason}.',
    reason: {
      sequence: 'отсутствует предыдущая запись',
      link: 'она не ссылается на предыдущую запись',
      hash: 'её содержимое изменено после записи',
      tail: 'эта и последующие записи удалены (последнее звено цепочки указывает на неё)',
    },
    exportStarted: 'Экспорт готовится: он появится на странице «Экспорт».',
    ...auditWords,
  },
} satisfies Messages;
