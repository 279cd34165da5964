/** GET /documents/recognition: the recognition waiting, running or finished lately, as the recognition page shows it. */
import { z } from 'zod';

export const RECOGNITION_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** One line: the document (its uuid, file and status) and its recognition job's state, progress and error. */
export const recognitionJobAnswer = z.object({
  uuid: z.string(),
  filename: z.string(),
  status: z.number(),
  progress: z.number(),
  jobStatus: z.enum(RECOGNITION_JOB_STATUSES),
  error: z.string().nullable(),
  updatedAt: z.string(),
});
export type RecognitionJobAnswer = z.infer<typeof recognitionJobAnswer>;
