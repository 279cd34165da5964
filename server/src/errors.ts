/** The one error catalogue: stable codes mapped to HTTP statuses. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  INVALID_JSON: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IN_USE: 409,
  INVALID_STATE: 409,
  /** A transfer of an invoice whose IBAN is not its supplier's, before a user confirmed which is right. */
  IBAN_MISMATCH: 409,
  DUPLICATE: 409,
  /** A bank file paying a supplier whose new or changed bank details no second person confirmed. */
  BANK_DETAILS_UNCONFIRMED: 409,
  /** A stored original whose SHA-256 is no longer the one taken at its import: never served. */
  INTEGRITY: 409,
  /** An invoice an approval rule covers, not (or no longer) approved. */
  NOT_APPROVED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNREADABLE_FILE: 422,
  LIMIT_EXCEEDED: 403,
  TOO_MANY_ATTEMPTS: 429,
  EXTERNAL_IDP: 409,
  INTERNAL: 500,
  MAIL_FAILED: 502,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** `key`/`params`: the refusal as an i18n key with its figures, which the client shows translated. */
    readonly details?: {
      fields?: Record<string, string>;
      /** The figures of the fields' keys (`{ vatline: { rate: '5.5' } }`). */
      fieldArgs?: Record<string, Record<string, unknown>>;
      value?: unknown;
      key?: string;
      params?: Record<string, unknown>;
    },
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}

/** The things a 404 names, as the keys of their nouns (`error.notfound` with `what`: the client translates both). */
export const NOT_FOUND_THINGS: Record<string, string> = {
  'AI configuration': 'error.thing.aiconfiguration',
  Account: 'error.thing.account',
  'Approval rule': 'error.thing.approvalrule',
  Branch: 'error.thing.branch',
  Company: 'error.thing.company',
  'Deleted document': 'error.thing.deleteddocument',
  Document: 'error.thing.document',
  'Document group': 'error.thing.documentgroup',
  'Document source': 'error.thing.documentsource',
  'E-mail': 'error.thing.email',
  Export: 'error.thing.export',
  'Export file': 'error.thing.exportfile',
  File: 'error.thing.file',
  Label: 'error.thing.label',
  Mailbox: 'error.thing.mailbox',
  Match: 'error.thing.match',
  Offer: 'error.thing.offer',
  'Origin type': 'error.thing.origintype',
  Payment: 'error.thing.payment',
  'Payment type': 'error.thing.paymenttype',
  'Proposed match': 'error.thing.proposedmatch',
  Statement: 'error.thing.statement',
  'Statement line': 'error.thing.statementline',
  User: 'error.thing.user',
  Webhook: 'error.thing.webhook',
};

/** 404: `what` is named in the English message and, when it is one of NOT_FOUND_THINGS, in the key's `what` (else the code's text). */
export const notFound = (what = 'Resource') => {
  const thing = NOT_FOUND_THINGS[what];
  return new AppError(
    'NOT_FOUND',
    `${what} not found`,
    thing ? { key: 'error.notfound', params: { what: thing } } : { key: 'error.code.NOT_FOUND' },
  );
};

/** 403: the English message with its key (the code's text when the refusal is the general one). */
export const forbidden = (
  message = 'You do not have permission to do this',
  key = 'error.code.FORBIDDEN',
  params?: Record<string, unknown>,
) => new AppError('FORBIDDEN', message, { key, ...(params ? { params } : {}) });
