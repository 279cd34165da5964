import type en from './ruleGroup.messages.en';
import { ruleGroupModel } from '../../domain/ruleGroups/ruleGroup.model';

/** Rule groups: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [ruleGroupModel.name]: {
      name: 'Группа правил |||| Группы правил',
      fields: {
        name: 'Название',
        description: 'Описание',
        type: 'Тип',
        permissions: 'Права доступа',
      },
      choices: {
        type: {
          SUPER_ADMIN: 'Суперадминистратор',
          BRANCH_ADMIN: 'Администратор филиала',
          USER: 'Пользователь',
        },
      },
    },
  },
  rulegroups: {
    picker: {
      all: 'Все',
      notHeld: 'У вас нет этого права, поэтому вы не можете его выдать.',
      selected: 'Выбрано %{count} из %{total}',
      none: 'Права не выбраны.',
    },
  },
  permissions: {
    subject: { RULE_GROUPS: 'группы правил' },
    crud: {
      VIEW: 'Просмотр: %{subject}',
      CREATE: 'Создание: %{subject}',
      UPDATE: 'Изменение: %{subject}',
      DELETE: 'Удаление: %{subject}',
    },
    EXECUTE_PAYMENTS: 'Исполнение: платежи (банковские файлы, отметка о выполнении)',
    VIEW_DOCUMENTS: 'Просмотр документов',
    UPLOAD_DOCUMENTS: 'Загрузка документов',
    DOWNLOAD_DOCUMENTS: 'Скачивание документов',
    UPDATE_DOCUMENTS: 'Изменение документов',
    DELETE_DOCUMENTS: 'Удаление документов',
    SEND_EMAIL_DOCUMENTS: 'Отправка документов по e-mail',
    GLOBAL_SEARCH_DOCUMENTS: 'Глобальный поиск документов',
    VIEW_EMAILS: 'Просмотр писем',
    READ_EMAILS: 'Чтение писем',
    SEND_EMAILS: 'Отправка писем',
    VIEW_SOLDES: 'Просмотр сальдо',
    EXPORT_SOLDES: 'Экспорт сальдо',
    DASHBOARD_SUPPLIERS_CUSTOMERS: 'Панели поставщиков и клиентов',
    DASHBOARD_LABELS: 'Панели меток',
    OVERVIEW_MODE: 'Режим обзора',
    ADVANCED_FUNCTIONNALITIES: 'Расширенные функции',
  },
} satisfies typeof en;
