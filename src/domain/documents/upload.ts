/** Largest accepted document when MAX_UPLOAD_MB is not set, in megabytes. */
export const DEFAULT_MAX_UPLOAD_MB = 25;

/**
 * Why a file is refused, as the i18n keys the server answers (`key`, with `params`) and every screen shows in
 * the reader's language (src/i18n/errors.messages.*): too large names the limit (`max`, MB), a duplicate the
 * stored document's name (`name`; its uuid is the answer's `value`).
 */
export const UPLOAD_ERROR = {
  tooLarge: 'error.upload.toolarge',
  empty: 'error.upload.empty',
  type: 'error.upload.type',
  encrypted: 'error.upload.encrypted',
  damaged: 'error.upload.damaged',
  duplicate: 'error.upload.duplicate',
  /** The copy is in a branch the user does not see: neither named nor linked. */
  duplicateElsewhere: 'error.upload.duplicateelsewhere',
} as const;
