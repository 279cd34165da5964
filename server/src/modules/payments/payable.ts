/**
 * "Invalid for payment" (spec §5) on stored documents: every payment path refuses such a document (ledger.ts, 409
 * naming it), and the invoices to pay carry the reasons (`problems`) for the list and the pay dialog to show.
 */
import { inArray } from 'drizzle-orm';
import { DOCUMENT_STATUS, paymentErrors } from '../../../../src/domain/documents/rules';
import type { DbOrTx } from '../../../db/client';
import { documents, suppliers } from '../../../db/schema';
import { AppError } from '../../errors';
import { isClosedCode } from '../../../../src/domain/lifecycle/lifecycle';

type DocRow = typeof documents.$inferSelect;
type Payable = Pick<DocRow, 'totalht' | 'totaltva' | 'totalttc' | 'category' | 'supplieruuid' | 'suppliername'>;
type Sources = Map<string, { divers: boolean }>;

/** The document sources named, by id (one query), to tell a missing or generic one. */
async function sourcesOf(db: DbOrTx, docs: Array<Pick<DocRow, 'supplieruuid'>>): Promise<Sources> {
  const ids = [...new Set(docs.map((d) => d.supplieruuid).filter((id): id is string => Boolean(id)))];
  if (!ids.length) return new Map();
  const rows = await db
    .select({ uuid: suppliers.uuid, divers: suppliers.divers })
    .from(suppliers)
    .where(inArray(suppliers.uuid, ids));
  return new Map(rows.map((r) => [r.uuid, { divers: r.divers }]));
}

/**
 * Why the document cannot be paid (i18n keys; none: it can). Its supplier must still name a document source: the
 * spec's "supplier missing while PAYED" read for a document about to be paid.
 */
function problemsOf(doc: Payable, sources: Sources): string[] {
  const source = doc.supplieruuid ? sources.get(doc.supplieruuid) : undefined;
  return paymentErrors({
    ht: doc.totalht,
    tva: doc.totaltva,
    ttc: doc.totalttc,
    type: doc.category,
    supplieruuid: source ? doc.supplieruuid : null,
    suppliername: doc.suppliername,
    genericSupplier: source?.divers,
    status: DOCUMENT_STATUS.PAYED,
  });
}

/** Refuses (409) a payment of documents invalid for payment, naming them; the reasons follow as i18n keys. */
export async function assertPayable(tx: DbOrTx, docs: DocRow[]): Promise<void> {
  const closed = docs.filter((d) => isClosedCode(d.lifecycleCode));
  if (closed.length)
    throw new AppError(
      'INVALID_STATE',
      `Invoice ${closed.map((d) => d.invoiceNumber || d.uuid).join(', ')} was refused: it cannot be paid`,
      { key: 'error.lifecycle.closed' },
    );
  const sources = await sourcesOf(tx, docs);
  const refused = docs.map((d) => ({ d, problems: problemsOf(d, sources) })).filter((r) => r.problems.length);
  if (!refused.length) return;
  const numbers = refused.map(({ d }) => d.invoiceNumber || d.uuid).join(', ');
  const reasons = [...new Set(refused.flatMap((r) => r.problems))].join(', ');
  throw new AppError('INVALID_STATE', `Invoice ${numbers} cannot be paid: ${reasons}`, {
    key: 'error.payment.invalid',
    params: { number: numbers, smart_count: refused.length },
  });
}

/** The rows with `problems`: why each cannot be paid (one query for the page's document sources). */
export async function withPaymentProblems<T>(db: DbOrTx, rows: Array<{ row: T; doc: Payable }>) {
  const sources = await sourcesOf(
    db,
    rows.map((r) => r.doc),
  );
  return rows.map(({ row, doc }) => ({ ...row, problems: problemsOf(doc, sources) }));
}
