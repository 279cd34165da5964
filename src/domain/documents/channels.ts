/** How a document arrived (issue 18): the upload button, a polled mailbox, or a request with an API key. */
export const CHANNELS = ['upload', 'mail', 'api'] as const;
export type Channel = (typeof CHANNELS)[number];

/** What became of a file that arrived, in the intake log. */
export const INTAKE_OUTCOMES = ['imported', 'duplicate', 'refused'] as const;
export type IntakeOutcome = (typeof INTAKE_OUTCOMES)[number];
