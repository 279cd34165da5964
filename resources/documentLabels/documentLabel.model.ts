import { z } from 'zod';
import { defineResource, f } from '../defineResource';

/** Labels put on documents. */
export const documentLabelModel = defineResource({
  name: 'documents/documentlabels',
  endpoint: '/documentlabels',
  subject: 'LABELS',
  readableWithDocuments: true,
  schema: z.object({ name: f.name(), description: f.description(), color: f.color() }),
  fields: {
    name: { list: true },
    color: { input: 'color', list: true },
    description: { input: 'textarea', list: true },
  },
});
