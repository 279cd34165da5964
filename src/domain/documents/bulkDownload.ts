/** Bulk download (spec §5, §8, §9): above this many documents it becomes a background export, e-mailed as a link. */
export const SYNC_DOWNLOAD_LIMIT = 30;

/** What the API answers (202) and the app shows, in the spec's words (§8), when a bulk download goes to the background. */
export const EXPORT_STARTED = "Export started. You will receive an email once it's completed.";
