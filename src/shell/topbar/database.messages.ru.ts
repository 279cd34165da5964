import type en from './database.messages.en';

/** The top bar's database button (the super administrator's choice of the account whose data they work in), in Russian. */
export default {
  app: {
    database: {
      button: 'База клиента: %{name}',
      none: 'Собственная область',
      choose: 'Работать с данными',
      search: 'Найти учётную запись',
      more: 'Ещё %{smart_count} учётная запись: воспользуйтесь поиском |||| Ещё %{smart_count} учётные записи: воспользуйтесь поиском |||| Ещё %{smart_count} учётных записей: воспользуйтесь поиском',
      leave: 'Вернуться в область суперадминистратора',
    },
  },
} satisfies typeof en;
