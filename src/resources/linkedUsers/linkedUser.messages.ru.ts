import type en from './linkedUser.messages.en';
import { linkedUserModel } from '../../domain/linkedUsers/linkedUser.model';

/** Users: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [linkedUserModel.name]: {
      name: 'Пользователь |||| Пользователи',
      fields: {
        firstname: 'Имя',
        lastname: 'Фамилия',
        email: 'E-mail',
        permissions: 'Права доступа',
        groups: 'Группы правил',
        origintypes: 'Видимые типы происхождения',
        documentgroups: 'Видимые группы документов',
        branch: 'Филиал',
      },
    },
  },
  users: {
    account: {
      createdTitle: 'Учётная запись создана для %{email}',
      password: 'Временный пароль',
      copy: 'Копировать',
      copied: 'Скопировано',
      warning:
        'Этот пароль больше не будет показан. Передайте его пользователю сейчас: при первом входе его нужно будет сменить.',
      external:
        'Учётные записи для входа управляются в вашем поставщике удостоверений. Создайте там учётную запись для %{email}, чтобы пользователь мог войти.',
      close: 'Готово',
      allVisible: 'Оставьте пустым, чтобы открыть доступ ко всем.',
      accessTitle: 'Доступ',
      roleLinked: 'Пользователь',
      roleAdmin: 'Администратор',
      role: 'Роль',
    },
  },
  permissions: { subject: { USERS: 'пользователи' } },
} satisfies typeof en;
