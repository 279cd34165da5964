import type en from './mailbox.messages.en';
import { mailboxModel } from '../../domain/mailboxes/mailbox.model';

/** Mailboxes: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [mailboxModel.name]: {
      name: 'Почтовый ящик |||| Почтовые ящики',
      fields: {
        name: 'Название',
        host: 'IMAP-сервер',
        port: 'Порт',
        tls: 'Защита',
        username: 'Имя пользователя',
        password: 'Пароль',
        folder: 'Папка',
        fromfilter: 'Только от (отправитель содержит)',
        subjectfilter: 'Только если тема содержит',
        attachmentfilter: 'Только вложения с именем или типом (напр. .pdf, xml)',
        afterimport: 'После импорта',
        movefolder: 'Переместить в папку',
        destination: 'Куда идут документы',
        branchuuid: 'Компания или филиал',
        origintype: 'Тип происхождения',
        documentgroupuuid: 'Группа документов',
        active: 'Активен',
        lastpolledat: 'Последняя проверка',
        lasterror: 'Последняя ошибка',
      },
      choices: {
        tls: {
          TLS: 'TLS',
          STARTTLS: 'STARTTLS',
          NONE: 'Нет (только локальный адрес)',
        },
        afterimport: {
          SEEN: 'Отметить прочитанным',
          MOVE: 'Переместить в папку',
          DELETE: 'Удалить',
        },
        destination: {
          BUYER: 'Компания покупателя (по идентификаторам), иначе выбранная',
          BRANCH: 'Всегда выбранная компания',
        },
      },
      helpers: {
        password: 'Хранится зашифрованным; оставьте пустым, чтобы сохранить текущий.',
      },
      poll: 'Проверить сейчас',
      polled: 'Проверено: импортировано %{imported}, уже было %{duplicates}, отклонено %{refused}.',
      pollfailed: 'Не удалось прочитать почтовый ящик: %{error}',
    },
  },
  permissions: { subject: { MAILBOXES: 'почтовые ящики' } },
} satisfies typeof en;
