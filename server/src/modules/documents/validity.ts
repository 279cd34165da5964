/**
 * What the update, validation and payment calls share about a document: the header columns derived from its
 * values, and why it cannot be validated. The update itself is use-cases/update-document.ts.
 */
import { categoryOf, validityErrors } from '../../../../src/domain/documents/rules';
import { vatBreakdownProblems } from '../../../../src/domain/documents/vatBreakdown';
import { isAmount } from '../../../../src/domain/money';
import { documents } from '../../../db/schema';
import type { DbOrTx } from '../../../db/client';
import { loadGroup, loadSupplier, valueOfType, type KeywordRow } from './groupContext';
import { findDuplicates } from './sellerMatch';

type DocRow = typeof documents.$inferSelect;

/** Header columns derived from the group's typed keywords, so lists, sums and search read exact numerics. */
export function deriveHeader(data: DocRow['data'], kws: KeywordRow[]) {
  const amount = (type: string) => {
    const v = valueOfType(data, kws, type);
    return isAmount(v) ? String(v) : null;
  };
  const due = valueOfType(data, kws, 'DUE_DATE');
  return {
    totalht: amount('HT'),
    totaltva: amount('TVA'),
    totalttc: amount('TTC'),
    duedate: typeof due === 'string' && due ? due : null,
    category: categoryOf(valueOfType(data, kws, 'TYPE')),
  };
}

/** Why a document cannot be validated (i18n keys), from the rules of §5 and the duplicate check. */
export async function validationProblems(db: DbOrTx, doc: DocRow): Promise<string[]> {
  const ctx = await loadGroup(db, doc.accountId, doc.documentgroupuuid);
  const supplier = await loadSupplier(db, doc.accountId, doc.supplieruuid);
  const kws = ctx?.keywords ?? [];
  const problems = validityErrors({
    brancheuuid: doc.companyId,
    documentgroupuuid: doc.documentgroupuuid,
    supplieruuid: doc.supplieruuid,
    suppliername: doc.suppliername,
    id: doc.invoiceNumber,
    date: doc.date,
    genericSupplier: supplier?.divers,
    invoiceGroup: ctx?.group.type === 'INVOICES',
    ht: valueOfType(doc.data, kws, 'HT'),
    tva: valueOfType(doc.data, kws, 'TVA'),
    ttc: valueOfType(doc.data, kws, 'TTC'),
    dueDate: valueOfType(doc.data, kws, 'DUE_DATE') as string | null,
    type: valueOfType(doc.data, kws, 'TYPE'),
  });
  problems.push(...vatBreakdownProblems(doc.vatLines, doc.totalht, doc.totaltva));
  // same source and number; for the generic source, the same supplier name too (sellerMatch.ts)
  if (
    (await findDuplicates(db, doc, { generic: !!supplier?.divers, strict: kws.some((k) => k.type === 'TTC') })).length
  )
    problems.push('document.error.duplicate');
  return problems;
}
