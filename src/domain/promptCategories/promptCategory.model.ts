import { z } from 'zod';
import { defineResource, f } from '../defineResource';

export const promptCategoryModel = defineResource({
  name: 'documents/configurations/ai/categories',
  endpoint: '/prompts/categories',
  table: 'prompt_categories',
  subject: 'PROMPTS',
  orderable: true,
  deletable: true,
  reassignOnDelete: true,
  schema: z.object({ name: f.name(), description: f.description() }),
  fields: { name: { list: true }, description: { input: 'textarea', list: true } },
});
