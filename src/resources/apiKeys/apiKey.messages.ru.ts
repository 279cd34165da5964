import type en from './apiKey.messages.en';
import { apiKeyModel } from '../../domain/apiKeys/apiKey.model';

/** API keys: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [apiKeyModel.name]: {
      name: 'Ключ API |||| Ключи API',
      fields: {
        name: 'Название',
        prefix: 'Ключ начинается с',
        branchuuid: 'Компания или филиал (пусто: вся компания)',
        scope: 'Может',
        revoked: 'Отозван',
        lastusedat: 'Последнее использование',
      },
      choices: {
        scope: {
          IMPORT: 'Импортировать документы',
          IMPORT_READ: 'Импортировать и читать свои документы',
        },
      },
      secret: {
        title: 'Ваш новый ключ API',
        text: 'Скопируйте его сейчас: он показывается только один раз. Передавайте его в заголовке X-API-Key.',
        copy: 'Копировать',
        done: 'Я скопировал ключ',
      },
    },
  },
  permissions: { subject: { API_KEYS: 'ключи API' } },
} satisfies typeof en;
