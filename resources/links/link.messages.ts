import type { ResourceMessages } from '../views/resourceConfig';
import type { MessageExtension } from '../locales';

export const linkMessages: ResourceMessages = {
  en: {
    name: 'Link |||| Links',
    fields: { name: 'Name', url: 'Address', imageurl: 'Image', categoryuuid: 'Category' },
  },
  fr: {
    name: 'Lien |||| Liens',
    fields: { name: 'Nom', url: 'Adresse', imageurl: 'Image', categoryuuid: 'Catégorie' },
  },
  de: {
    name: 'Link |||| Links',
    fields: { name: 'Name', url: 'Adresse', imageurl: 'Bild', categoryuuid: 'Kategorie' },
  },
  ru: {
    name: 'Ссылка |||| Ссылки',
    fields: { name: 'Название', url: 'Адрес', imageurl: 'Изображение', categoryuuid: 'Категория' },
  },
  cn: { name: '链接 |||| 链接', fields: { name: '名称', url: '地址', imageurl: '图片', categoryuuid: '类别' } },
};

/** Texts of the image upload and of the card grid (`links.view.*`). */
export const linkViewMessages: MessageExtension = {
  en: {
    links: {
      view: {
        drop: 'Drop an image here, or click to choose one',
        dropActive: 'Drop the image to upload it',
        uploading: 'Uploading…',
        remove: 'Remove the image',
        rejected: 'Only PNG, JPEG, GIF or WebP images up to 2 MB are accepted.',
        imageHint: 'Or paste the address of an image (http:// or https://).',
        gridTitle: 'Links',
        listView: 'List view',
        search: 'Search links',
        uncategorised: 'Uncategorised',
        noLinks: 'No links yet.',
        noMatch: 'No link matches your search.',
        open: 'Open %{name} in a new tab',
        edit: 'Edit %{name}',
      },
    },
  },
  fr: {
    links: {
      view: {
        drop: 'Déposez une image ici, ou cliquez pour en choisir une',
        dropActive: "Déposez l'image pour la téléverser",
        uploading: 'Téléversement…',
        remove: "Retirer l'image",
        rejected: 'Seules les images PNG, JPEG, GIF ou WebP de 2 Mo au plus sont acceptées.',
        imageHint: "Ou collez l'adresse d'une image (http:// ou https://).",
        gridTitle: 'Liens',
        listView: 'Vue en liste',
        search: 'Rechercher des liens',
        uncategorised: 'Sans catégorie',
        noLinks: "Aucun lien pour l'instant.",
        noMatch: 'Aucun lien ne correspond à votre recherche.',
        open: 'Ouvrir %{name} dans un nouvel onglet',
        edit: 'Modifier %{name}',
      },
    },
  },
  de: {
    links: {
      view: {
        drop: 'Bild hier ablegen oder zum Auswählen klicken',
        dropActive: 'Bild zum Hochladen ablegen',
        uploading: 'Wird hochgeladen…',
        remove: 'Bild entfernen',
        rejected: 'Nur PNG-, JPEG-, GIF- oder WebP-Bilder bis 2 MB werden akzeptiert.',
        imageHint: 'Oder fügen Sie die Adresse eines Bildes ein (http:// oder https://).',
        gridTitle: 'Links',
        listView: 'Listenansicht',
        search: 'Links durchsuchen',
        uncategorised: 'Ohne Kategorie',
        noLinks: 'Noch keine Links.',
        noMatch: 'Kein Link entspricht Ihrer Suche.',
        open: '%{name} in einem neuen Tab öffnen',
        edit: '%{name} bearbeiten',
      },
    },
  },
  ru: {
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
  },
  cn: {
    links: {
      view: {
        drop: '将图片拖放到此处，或点击选择',
        dropActive: '松开即可上传图片',
        uploading: '正在上传…',
        remove: '移除图片',
        rejected: '仅接受不超过 2 MB 的 PNG、JPEG、GIF 或 WebP 图片。',
        imageHint: '或粘贴图片地址（http:// 或 https://）。',
        gridTitle: '链接',
        listView: '列表视图',
        search: '搜索链接',
        uncategorised: '未分类',
        noLinks: '暂无链接。',
        noMatch: '没有与搜索匹配的链接。',
        open: '在新标签页中打开 %{name}',
        edit: '编辑 %{name}',
      },
    },
  },
};
