import appTexts from '../../i18n/app.messages.ru';
import type en from './functionality.messages.en';
import { functionalityModel } from '../../domain/functionalities/functionality.model';

/** Functionalities: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [functionalityModel.name]: {
      name: 'Функция |||| Функции',
      fields: {
        name: 'Название',
        description: 'Описание',
        visible: 'Видимая',
        defaultprice: 'Цена по умолчанию (€ / месяц)',
        defaultquantity: 'Количество по умолчанию',
        functionnality: 'Функция',
      },
      helpers: {
        defaultquantity: 'Оставьте пустым — без ограничения',
      },
      choices: {
        functionnality: appTexts.app.functionality,
      },
    },
  },
} satisfies typeof en;
