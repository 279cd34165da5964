import { z } from 'zod';
import { defineResource, f } from './defineResource';

/** A kind of label (on documents, on document sources): a name, a colour and a description, under the LABELS right. */
export const labelResource = (name: string, endpoint: string, table: string) =>
  defineResource({
    name,
    endpoint,
    table,
    subject: 'LABELS',
    readableWithDocuments: true,
    // refused while in use (server/src/crud/entities/labels.crud.ts)
    deletable: true,
    schema: z.object({ name: f.name(), description: f.description(), color: f.color() }),
    fields: {
      name: { list: true },
      color: { input: 'color', list: true },
      description: { input: 'textarea', list: true },
    },
  });
