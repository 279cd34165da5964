/**
 * Our corrections to ra-language-russian 5.4.5 (laid over it in i18n/ru.ts): a wrong meaning
 * (`unselect` read "not selected"), the third plural form and the record name the bulk update
 * texts lack, an untranslated label, and the keys the package does not have yet.
 */
export const raRuCorrections = {
  ra: {
    action: { unselect: 'Снять выбор' },
    auth: { email: 'Электронная почта' },
    message: {
      bulk_update_content:
        'Вы уверены, что хотите обновить %{name} %{recordRepresentation}? |||| Вы уверены, что хотите обновить %{smart_count} объекта? |||| Вы уверены, что хотите обновить %{smart_count} объектов?',
      bulk_update_title:
        'Обновить %{name} %{recordRepresentation} |||| Обновить %{smart_count} %{name} |||| Обновить %{smart_count} %{name}',
    },
    guesser: { empty: { title: 'Нет данных для отображения', message: 'Проверьте ваш dataProvider' } },
  },
};
