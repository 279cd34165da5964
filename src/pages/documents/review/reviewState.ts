import type { DocumentRecord } from '../../../../resources/documents/document.model';
import { canDelete, canModify, DOCUMENT_STATUS, highlight } from '../../../../resources/documents/rules';
import type { ReferenceIndex } from '../../shared/referenceData';
import type { DocumentSourceDef } from '../../shared/types';
import { problemFields } from './problemFields';
import {
  isDirty,
  keywordsOfGroup,
  liveProblems,
  reviewProblems,
  validationAllowed,
  valueErrors,
  valueOfType,
  type ReviewForm,
} from './reviewForm';

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
) {
  const group = form.documentgroupuuid ? index.group.get(form.documentgroupuuid) : undefined;
  const keywords = keywordsOfGroup(group, index.keyword);
  const invoiceGroup = group?.type === 'INVOICES';
  const dirty = isDirty(form, original);
  const chosenSource = source && source.uuid === form.supplieruuid ? source : undefined;
  const live = liveProblems(form, { brancheuuid: record.brancheuuid, group, keywords, source: chosenSource });
  const problems = reviewProblems(live, record.problems ?? [], dirty);
  const inputErrors = valueErrors(form.values, keywords);
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
    flags,
    red: problemFields(problems, keywords, flags),
    recognising,
    readOnly: recognising || !canModify(record.status),
    validated: record.status >= DOCUMENT_STATUS.VALIDATED,
    validateEnabled: validationAllowed(record.status, problems, inputErrors) && (dirty || serverAllows),
    deletable: canDelete(record.status) && !recognising,
  };
}
