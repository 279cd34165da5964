import type { Messages } from '../../../domain/locales';

/** The review's unsaved edits and days typed that are no real day, на русском. */
export default {
  documents: {
    review: {
      notADay: 'Такого дня нет или он вне диапазона 1900–2099.',
      badDays: 'Одна из дат не является существующим днём: исправьте поле, выделенное красным.',
      notSavedBadDays: 'Ничего не сохранено: %{fields} — несуществующий день.',
      confirmRerun:
        'Повторное распознавание заменит ваши несохранённые изменения прочитанными значениями. Всё равно запустить?',
      confirmLeave: 'В документе есть несохранённые изменения. Покинуть страницу и потерять их?',
    },
  },
} satisfies Messages;
