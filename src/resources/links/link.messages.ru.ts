import type en from './link.messages.en';
import { linkModel } from '../../domain/links/link.model';

/** Links: the resource's name, field and choice labels and its views' texts, in Russian. */
export default {
  resources: {
    [linkModel.name]: {
      name: 'Ссылка |||| Ссылки',
      fields: {
        name: 'Название',
        url: 'Адрес',
        imageurl: 'Изображение',
        categoryuuid: 'Категория',
      },
    },
  },
  links: {
    view: {
      drop: 'Перетащите изображение сюда или нажмите, чтобы выбрать',
      dropActive: 'Отпустите изображение для загрузки',
      uploading: 'Загрузка…',
      remove: 'Удалить изображение',
      rejected: 'Принимаются только изображения PNG, JPEG, GIF или WebP размером до 2 МБ.',
      imageHint: 'Или вставьте адрес изображения (http:// или https://).',
      gridTitle: 'Ссылки',
      listView: 'Список',
      search: 'Поиск ссылок',
      uncategorised: 'Без категории',
      noLinks: 'Ссылок пока нет.',
      noMatch: 'Нет ссылок, соответствующих запросу.',
      open: 'Открыть %{name} в новой вкладке',
      edit: 'Изменить %{name}',
    },
  },
  permissions: { subject: { LINKS: 'ссылки' } },
} satisfies typeof en;
