import type { DocumentRecord } from '../../../domain/documents/document.model';
import { canDelete, canModify, DOCUMENT_STATUS, highlight } from '../../../domain/documents/rules';
import { linesFollowingTotals, singleRate } from '../../../domain/documents/vatBreakdown';
import type { ReferenceIndex } from '../../shared/referenceData';
import type { DocumentSourceDef } from '../../shared/types';
import { problemFields } from './problemFields';
import type { BadDays } from './reviewEdits';
import {
  isDirty,
  keywordsOfGroup,
  same,
  liveProblems,
  reviewProblems,
  validationAllowed,
  valueErrors,
  valueOfType,
  type ReviewForm,
} from './reviewForm';

/** The problem listed while a field holds a day typed that is no real day. */
const BAD_DAYS = 'documents.review.badDays';
const NOT_A_DAY = 'documents.review.notADay';
/** The "missing" problem a field holding no real day stands for: the day is there, only wrong. */
const MISSING: Record<string, string> = { date: 'document.error.date', DUE_DATE: 'document.error.duedate' };

/** Fields holding no real day: their inline error, and the "missing" problems they replace. */
function badDayFindings(badDays: BadDays, keywords: { uuid: string; type: string }[]) {
  const errors: Record<string, string> = {};
  const missing = new Set<string>();
  for (const field of badDays) {
    errors[field] = NOT_A_DAY;
    const type = keywords.find((k) => k.uuid === field)?.type ?? field;
    if (MISSING[type]) missing.add(MISSING[type]);
  }
  return { errors, missing };
}

const clean = (v: unknown) => (typeof v === 'string' ? v.replace(/\s/g, '').replace(',', '.') : v);

/**
 * Everything the review screen derives from the record and the form, recomputed on every keystroke.
 * `source` is the chosen document source as read by id (useDocumentSource); undefined while it loads.
 */
export function deriveReview(
  record: DocumentRecord & { problems: string[] },
  form: ReviewForm,
  original: ReviewForm,
  index: ReferenceIndex,
  serverAllows: boolean,
  source?: DocumentSourceDef,
  badDays: BadDays = new Set(),
) {
  const group = form.documentgroupuuid ? index.group.get(form.documentgroupuuid) : undefined;
  const keywords = keywordsOfGroup(group, index.keyword);
  const invoiceGroup = group?.type === 'INVOICES';
  const dirty = isDirty(form, original);
  const chosenSource = source && source.uuid === form.supplieruuid ? source : undefined;
  const totals = (f: ReviewForm) => ({
    ht: clean(valueOfType(f.values, keywords, 'HT')),
    tva: clean(valueOfType(f.values, keywords, 'TVA')),
    ttc: clean(valueOfType(f.values, keywords, 'TTC')),
  });
  // lines the user did not touch follow the totals typed, as the server's save does (one line or none re-derived)
  const vatlines =
    same(form.vatlines, original.vatlines) && !same(totals(form), totals(original))
      ? linesFollowingTotals(form.vatlines, totals(form))
      : form.vatlines;
  const live = liveProblems(
    { ...form, vatlines },
    { brancheuuid: record.brancheuuid, group, keywords, source: chosenSource },
  );
  const bad = badDayFindings(badDays, keywords);
  const problems = [
    ...reviewProblems(live, record.problems ?? [], dirty).filter((p) => !bad.missing.has(p)),
    ...(badDays.size ? [BAD_DAYS] : []),
  ];
  const inputErrors = { ...valueErrors(form.values, keywords), ...bad.errors };
  const amounts = {
    ht: valueOfType(form.values, keywords, 'HT'),
    tva: valueOfType(form.values, keywords, 'TVA'),
    ttc: valueOfType(form.values, keywords, 'TTC'),
  };
  const h = highlight({
    ht: clean(amounts.ht),
    tva: clean(amounts.tva),
    ttc: clean(amounts.ttc),
    message: record.message,
    type: valueOfType(form.values, keywords, 'TYPE'),
  });
  const flags = { ...h, type: invoiceGroup && h.type };
  const recognising = record.status === DOCUMENT_STATUS.RECOGNITION;
  return {
    group,
    keywords,
    source: chosenSource,
    invoiceGroup,
    dirty,
    problems,
    inputErrors,
    amounts,
    /** The VAT breakdown shown (and sent when edited); its one rate, when it has one line only. */
    vatlines,
    vatRate: singleRate(vatlines),
    flags,
    red: new Set([...problemFields(problems, keywords, flags), ...badDays]),
    /** Inline errors of header fields (i18n keys by field). */
    headerErrors: bad.errors,
    recognising,
    readOnly: recognising || !canModify(record.status),
    validated: record.status >= DOCUMENT_STATUS.VALIDATED,
    validateEnabled: validationAllowed(record.status, problems, inputErrors) && (dirty || serverAllows),
    deletable: canDelete(record.status) && !recognising,
  };
}
