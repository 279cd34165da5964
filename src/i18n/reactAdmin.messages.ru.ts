import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { mergeTranslations, type TranslationMessages } from 'react-admin';

/**
 * react-admin's own messages in Russian: ra-language-russian, laid over the English ones so that keys newer
 * react-admin versions added (absent from the package) show in English rather than as raw keys, with our
 * corrections to ra-language-russian 5.4.5 on top: a wrong meaning (`unselect` read "not selected"), the third
 * plural form and the record name the bulk update texts lack, an untranslated label, and the keys the package
 * does not have yet.
 */
const corrections = {
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

export default mergeTranslations(englishMessages, russianMessages, corrections) as TranslationMessages;
