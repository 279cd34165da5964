import { z } from 'zod';
import { CHANNELS, INTAKE_OUTCOMES } from '../documents/channels';
import { defineResource } from '../defineResource';

/**
 * The intake log (issue 18): every file that arrived — uploaded, mailed to a mailbox or sent with an API key —
 * and what became of it (imported, already imported, refused with the reason). Read-only, newest first,
 * paged by the server (`GET /intakelog`, modules/intake).
 */
export const intakeLogModel = defineResource({
  name: 'configurations/intakelog',
  endpoint: '/intakelog',
  subject: 'MAILBOXES',
  titleField: 'filename',
  scope: 'company',
  schema: z.object({
    createdAt: z.string(),
    channel: z.enum(CHANNELS),
    source: z.string(),
    filename: z.string(),
    outcome: z.enum(INTAKE_OUTCOMES),
    /** The stored English text (older rows show it) and the refusal as the API answered it, shown translated. */
    reason: z.string(),
    refusal: z.record(z.string(), z.unknown()).nullable().optional(),
  }),
  fields: {
    createdAt: { list: true, readOnly: true },
    channel: { input: 'select', choices: CHANNELS, list: true },
    source: { list: true },
    filename: { list: true },
    outcome: { input: 'select', choices: INTAKE_OUTCOMES, list: true },
    reason: { list: true, explainedBy: 'refusal' },
  },
});

/** A line of the intake log as `GET /intakelog` answers it: the file, where it came from, what became of it. */
export const intakeLogEntryAnswer = z.object({
  uuid: z.string(),
  createdAt: z.string(),
  channel: z.enum(CHANNELS),
  source: z.string(),
  filename: z.string(),
  outcome: z.enum(INTAKE_OUTCOMES),
  /** The refusal's code ('' when none). */
  code: z.string(),
  reason: z.string(),
  refusal: z.record(z.string(), z.unknown()).nullable(),
  documentuuid: z.string().nullable(),
  companyuuid: z.string(),
});
export type IntakeLogEntry = z.infer<typeof intakeLogEntryAnswer>;
