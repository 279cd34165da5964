import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const keywordGroupModel = defineResource({
  name: 'documents/keywordgroups',
  endpoint: '/keywordgroups',
  table: 'keyword_groups',
  subject: 'KEYWORD_GROUPS',
  readableWithDocuments: true,
  orderable: true,
  schema: z.object({ name: f.name(), description: f.description() }),
  fields: { name: { list: true }, description: { input: 'textarea', list: true } },
});
