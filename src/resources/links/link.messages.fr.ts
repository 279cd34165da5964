import type en from './link.messages.en';
import { linkModel } from '../../domain/links/link.model';

/** Links: the resource's name, field and choice labels and its views' texts, in French. */
export default {
  resources: {
    [linkModel.name]: {
      name: 'Lien |||| Liens',
      fields: {
        name: 'Nom',
        url: 'Adresse',
        imageurl: 'Image',
        categoryuuid: 'Catégorie',
      },
    },
  },
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
  permissions: { subject: { LINKS: 'liens' } },
} satisfies typeof en;
