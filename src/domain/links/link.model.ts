import { z } from 'zod';
import { defineResource, f } from '../defineResource';

/** Where uploaded link images are served (public, unguessable names). */
export const LINK_IMAGES_PATH = '/paperdesk/files/links/';
export const LINK_IMAGE_NAME = /^[0-9a-f]{32}\.(png|jpe?g|gif|webp)$/;
export const MAX_LINK_IMAGE_BYTES = 2 * 1024 * 1024;
export const LINK_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** An absolute http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** A link image: none, an http(s) address, or an image uploaded here. */
export const isLinkImageUrl = (value: string) =>
  value === '' ||
  isHttpUrl(value) ||
  (value.startsWith(LINK_IMAGES_PATH) && LINK_IMAGE_NAME.test(value.slice(LINK_IMAGES_PATH.length)));

export const linkModel = defineResource({
  name: 'links/list',
  endpoint: '/links',
  table: 'links',
  subject: 'LINKS',
  orderable: true,
  deletable: true,
  schema: z.object({
    name: f.name(),
    url: z.string().trim().min(1, 'error.required').max(2000).refine(isHttpUrl, 'error.url'),
    imageurl: z.string().trim().max(2000).refine(isLinkImageUrl, 'error.imageurl').default(''),
    categoryuuid: f.optionalUuid(),
  }),
  fields: {
    name: { list: true },
    url: { list: true },
    categoryuuid: { input: 'reference', reference: 'links/categories', list: true },
    imageurl: { input: 'image' },
  },
});

/** POST /links/upload and /links/{id}/upload: where the image stored is served. */
export const linkImageAnswer = z.object({ url: z.string() });
export type LinkImage = z.infer<typeof linkImageAnswer>;
