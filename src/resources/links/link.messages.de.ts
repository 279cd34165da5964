import type en from './link.messages.en';
import { linkModel } from '../../domain/links/link.model';

/** Links: the resource's name, field and choice labels and its views' texts, in German. */
export default {
  resources: {
    [linkModel.name]: {
      name: 'Link |||| Links',
      fields: {
        name: 'Name',
        url: 'Adresse',
        imageurl: 'Bild',
        categoryuuid: 'Kategorie',
      },
    },
  },
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
  permissions: { subject: { LINKS: 'Links' } },
} satisfies typeof en;
