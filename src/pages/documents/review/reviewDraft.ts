/**
 * The review's unsaved edits of each document, kept for the page's life in the app (memory only: gone with a reload,
 * a sign-out, or a departure the user confirmed) so that a review page mounted again — the interface language
 * changed, the layout re-rendered — takes them back instead of starting from the record.
 */
import type { ReviewForm } from './reviewForm';

export interface ReviewDraft {
  /** The form as read from the record, the edits being what `form` changed from it. */
  base: ReviewForm;
  form: ReviewForm;
  /** Fields holding a day typed that is no real day. */
  badDays: string[];
}

const drafts = new Map<string, ReviewDraft>();

export const readDraft = (documentUuid: string): ReviewDraft | undefined => drafts.get(documentUuid);

/** Keeps the document's edits, or forgets them (undefined). */
export function keepDraft(documentUuid: string, draft: ReviewDraft | undefined): void {
  if (draft) drafts.set(documentUuid, draft);
  else drafts.delete(documentUuid);
}

/** Forgets every document's edits (tests: each starts from the record). */
export const forgetDrafts = (): void => drafts.clear();
