import { z } from 'zod';
import { defineResource, f } from '../defineResource';

/** Labels put on document sources ("labels" in the API). */
export const sourceLabelModel = defineResource({
  name: 'documents/documentsourcelabels',
  endpoint: '/labels',
  subject: 'LABELS',
  readableWithDocuments: true,
  schema: z.object({ name: f.name(), description: f.description(), color: f.color() }),
  fields: {
    name: { list: true },
    color: { input: 'color', list: true },
    description: { input: 'textarea', list: true },
  },
});
