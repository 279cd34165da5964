import type en from './account.messages.en';
import { accountModel } from '../../domain/accounts/account.model';

/** Accounts: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [accountModel.name]: {
      name: 'Учётная запись |||| Учётные записи',
      fields: {
        companyName: 'Компания',
        email: 'E-mail администратора',
        offer: 'Тариф',
        offerUUID: 'Тариф',
        subscriptionUUID: 'Подписка',
        offerStartDate: 'Дата начала',
        offerEndDate: 'Дата окончания',
        offerActive: 'Активна',
        firstName: 'Имя администратора',
        lastName: 'Фамилия администратора',
      },
    },
  },
  accounts: {
    create: {
      admin: 'Администратор',
      subscription: 'Подписка',
      starter:
        'Учётная запись создаётся со стандартной настройкой (ключевые слова, группы документов, типы источников, способы оплаты), которую её администратор может изменить.',
      done: 'Учётная запись %{name} создана',
    },
    list: {
      work: 'Работать в этой учётной записи',
      working: 'Вы работаете в учётной записи %{name}.',
      leave: 'Выйти из этой учётной записи',
      current: 'Текущая учётная запись',
      none: 'Нет подписки',
      saved: 'Учётная запись сохранена',
    },
  },
} satisfies typeof en;
