/**
 * The review's unsaved edits: what the user changed in the form since the record was last read. When the record
 * is read again (a source created and linked, a refetch, a save) the edits are kept over the fresh values; only
 * what the user left untouched takes the server's new value. Days typed that are no real day are kept apart:
 * never sent, never dropped.
 */
import type { KeywordDef } from '../../shared/types';
import { headerFields, same, type ReviewForm } from './reviewForm';

/**
 * The form after a new read of the record: `fresh` (the record as read now) with the user's edits, what `form`
 * changed from `base` (the form as read before), on top. A group chosen by the user keeps the values typed for it.
 */
export function rebaseForm(form: ReviewForm, base: ReviewForm, fresh: ReviewForm): ReviewForm {
  const out: ReviewForm = { ...fresh, values: { ...fresh.values } };
  for (const f of headerFields(form)) if (!same(form[f], base[f])) Object.assign(out, { [f]: form[f] });
  if (!same(form.documentgroupuuid, base.documentgroupuuid)) out.values = { ...form.values };
  else
    for (const k of new Set([...Object.keys(form.values), ...Object.keys(base.values)]))
      if (!same(form.values[k], base.values[k])) out.values[k] = form.values[k];
  return out;
}

/** Fields (header field names, keyword uuids) holding a day typed that is no real day. */
export type BadDays = ReadonlySet<string>;

export function withBadDay(days: BadDays, field: string, bad: boolean): BadDays {
  if (bad === days.has(field)) return days;
  const next = new Set(days);
  if (bad) next.add(field);
  else next.delete(field);
  return next;
}

/** The names of the fields holding no real day, for the refusal to save ("Date, Due date"); undefined when none. */
export function badDayLabels(
  days: BadDays,
  keywords: KeywordDef[],
  translate: (key: string) => string,
): string | undefined {
  if (!days.size) return undefined;
  return [...days]
    .map((field) => {
      const k = keywords.find((x) => x.uuid === field);
      return k ? k.label || k.name : translate(`documents.fields.${field}`);
    })
    .join(', ');
}
