import type { Messages } from '../../domain/locales';
import { linkModel } from '../../domain/links/link.model';

/** Links: the resource's name, field and choice labels and its views' texts, in English. */
export default {
  resources: {
    [linkModel.name]: {
      name: 'Link |||| Links',
      fields: {
        name: 'Name',
        url: 'Address',
        imageurl: 'Image',
        categoryuuid: 'Category',
      },
    },
  },
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
  permissions: { subject: { LINKS: 'links' } },
} satisfies Messages;
