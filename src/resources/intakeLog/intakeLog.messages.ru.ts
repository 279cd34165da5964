import type en from './intakeLog.messages.en';
import { intakeLogModel } from '../../domain/intakeLog/intakeLog.model';

/** The intake log: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [intakeLogModel.name]: {
      name: 'Журнал поступлений |||| Журнал поступлений',
      fields: {
        createdAt: 'Поступил',
        channel: 'Канал',
        source: 'Откуда',
        filename: 'Файл',
        outcome: 'Результат',
        reason: 'Причина',
      },
      choices: {
        channel: {
          upload: 'Загрузка',
          mail: 'Почта',
          api: 'API',
        },
        outcome: {
          imported: 'Импортирован',
          duplicate: 'Уже импортирован',
          refused: 'Отклонён',
        },
      },
    },
  },
} satisfies typeof en;
