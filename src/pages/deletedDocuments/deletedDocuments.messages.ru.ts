import type { Messages } from '../../domain/locales';

/** The administrators' deleted documents page, in Russian. */
export default {
  deletedDocuments: {
    title: 'Удалённые документы',
    subtitle: 'Документы, удалённые в течение срока хранения, с их оригиналом, до окончательного удаления.',
    number: 'Номер',
    supplier: 'Источник документа',
    file: 'Файл',
    total: 'Итого с НДС',
    deleted: 'Удалён',
    purge: 'Окончательно удаляется',
    deletedBy: '%{name}, %{date}',
    original: 'Оригинал',
    download: 'Скачать оригинал %{name}',
    sha256: 'SHA-256 при импорте, проверяется при скачивании: %{hash}',
    search: 'Искать номер, источник или файл',
    count:
      '%{smart_count} удалённый документ |||| %{smart_count} удалённых документа |||| %{smart_count} удалённых документов',
    none: 'Удалённых документов нет.',
    noMatch: 'Нет подходящих удалённых документов.',
  },
  menu: { deleteddocuments: 'Удалённые документы' },
} satisfies Messages;
