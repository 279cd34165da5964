/** What an upload answers (POST /documents/importdocuments): each file stored, already stored, or refused. */
import { z } from 'zod';
import { documentRecordAnswer } from './document.model';

/** A refusal as the API answers it (the error handler's body): a code, the text, and the keys the client translates. */
export const refusalAnswer = z.object({
  code: z.string(),
  message: z.string(),
  /** Each refused field's problem as an i18n key. */
  fields: z.record(z.string(), z.string()).optional(),
  fieldArgs: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  /** The whole refusal as an i18n key with its figures. */
  key: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  success: z.literal(false).optional(),
  /** What the refusal names (a duplicate: the stored document's uuid). */
  value: z.unknown().optional(),
});

/**
 * One file of a batch, in the order sent: stored (ok, 201, the document), already stored (ok, 200, `duplicate`, the
 * refusal's words and the stored document when this user may see it), or refused (not ok, its status and refusal).
 */
export const importedFileAnswer = refusalAnswer.partial({ code: true, message: true }).extend({
  filename: z.string(),
  ok: z.boolean(),
  status: z.number(),
  duplicate: z.literal(true).optional(),
  document: documentRecordAnswer.optional(),
});
export type ImportedFileAnswer = z.infer<typeof importedFileAnswer>;
