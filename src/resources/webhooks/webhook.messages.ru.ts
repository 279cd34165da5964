import type en from './webhook.messages.en';
import { webhookModel } from '../../domain/webhooks/webhook.model';

/** Webhooks: the resource's name, field and event labels, the test button and the delivery log, in Russian. */
export default {
  resources: {
    [webhookModel.name]: {
      name: 'Вебхук |||| Вебхуки',
      fields: {
        name: 'Название',
        url: 'Адрес (HTTPS)',
        secret: 'Секрет подписи',
        events: 'События',
        active: 'Активен',
      },
      choices: {
        events: {
          'document.imported': 'Документ импортирован',
          'document.recognised': 'Документ распознан',
          'document.validated': 'Документ утверждён',
          'document.refused': 'Счёт отклонён',
          'document.paid': 'Платёж записан',
          'status.received': 'Статус получен от платформы',
          'webhook.test': 'Тестовое событие',
        },
      },
      helpers: {
        secret:
          'Не менее 16 символов. Каждое сообщение подписывается им (HMAC-SHA256, заголовок X-Paperdesk-Signature). Хранится и больше не показывается; оставьте пустым, чтобы сохранить текущий.',
        url: 'Paperdesk отправляет туда каждое событие в JSON (POST).',
      },
      test: 'Отправить тестовое событие',
      tested: 'Тестовое событие поставлено в очередь: оно появится в журнале ниже.',
      log: {
        title: 'Отправки',
        empty: 'Пока ничего не отправлено.',
        when: 'Когда',
        event: 'Событие',
        state: 'Результат',
        retry: 'Повторить',
        answered: 'ответ %{status}',
        unreachable: 'не доставлено: %{error}',
        attempts: '%{smart_count} попытка |||| %{smart_count} попытки |||| %{smart_count} попыток',
        states: {
          pending: 'Ожидает повтора',
          sending: 'Отправляется',
          delivered: 'Доставлено',
          failed: 'Прекращено',
        },
      },
    },
  },
  permissions: { subject: { WEBHOOKS: 'вебхуки' } },
} satisfies typeof en;
