import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const linkCategoryModel = defineResource({
  name: 'links/categories',
  endpoint: '/links/categories',
  table: 'link_categories',
  subject: 'LINKS',
  orderable: true,
  deletable: true,
  reassignOnDelete: true,
  schema: z.object({ name: f.name(), description: f.description() }),
  fields: { name: { list: true }, description: { input: 'textarea', list: true } },
});
