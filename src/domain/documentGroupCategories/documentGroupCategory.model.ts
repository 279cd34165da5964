import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const documentGroupCategoryModel = defineResource({
  name: 'documents/documentgroups/categories',
  endpoint: '/documentgroups/categories',
  table: 'document_group_categories',
  subject: 'DOCUMENT_GROUPS',
  orderable: true,
  deletable: true,
  schema: z.object({ name: f.name(), description: f.description() }),
  fields: { name: { list: true }, description: { input: 'textarea', list: true } },
});
