/**
 * The document source (supplier) of a document found from its recognised seller: by SIRET, SIREN (a SIRET's
 * or a French VAT number's SIREN counts), VAT number, IBAN, then by name (case, accents, punctuation and
 * legal forms such as SAS, SARL, GmbH, Ltd ignored). And the duplicates of a document, the generic
 * source's by supplier name and number.
 */
import { and, eq, ne, or, sql } from 'drizzle-orm';
import { isDuplicate } from '../../../../src/domain/documents/rules';
import { legalIdentitiesDiffer } from '../../../../src/domain/suppliers/identifiers';
import {
  SELLER_ID_TYPES,
  type DuplicateRow,
  type SellerFacts,
  type SellerMatch,
  type SellerMatchedBy,
} from '../../../../src/domain/documents/seller';
import type { Db, DbOrTx } from '../../../db/client';
import { companies, documentFiles, documents, suppliers } from '../../../db/schema';
import { normalizeId, normName } from '../extraction';
import { sirenOf } from '../extraction/identifiers';
import { getAttachments, openPdf } from '../extraction/pdf';
import { sellerFacts } from '../extraction/seller';
import { EINVOICE_ATTACHMENTS } from '../extraction/einvoice';
import type { EInvoice } from '../extraction/types';
import type { FileStore } from '../../storage/fileStore';

type SupplierRow = typeof suppliers.$inferSelect;
type DocRow = typeof documents.$inferSelect;
const ORDER: readonly SellerMatchedBy[] = SELLER_ID_TYPES;

/** How a seller's identifier matches a source's, if it does. */
function idMatch(
  found: { type: string; value: string },
  known: { type: string; value: string },
): SellerMatchedBy | undefined {
  const kt = known.type.toUpperCase();
  const fv = normalizeId(found.type, found.value),
    kv = normalizeId(kt, known.value);
  if (!fv || !kv) return undefined;
  if (found.type === 'IBAN' || kt === 'IBAN') return found.type === kt && fv === kv ? 'IBAN' : undefined;
  if (found.type === kt && fv === kv) return ORDER.find((t) => t === kt);
  const fs = sirenOf(found.type, fv),
    ks = sirenOf(kt, kv);
  if (fs && ks && fs === ks) return found.type === 'VAT' && kt === 'VAT' ? 'VAT' : 'SIREN';
  return undefined;
}

/**
 * The source of a seller: the best identifier match (SIRET, then SIREN, VAT, IBAN), else the one source
 * whose name is the seller's name. Generic sources are never matched, nor a source whose legal identity
 * (SIREN) contradicts the seller's: a shared IBAN or name does not make another company the same supplier.
 */
export function matchSeller(
  facts: Pick<SellerFacts, 'name' | 'identifiers'> | null | undefined,
  candidates: SupplierRow[],
): SellerMatch | null {
  if (!facts) return null;
  const pool = candidates.filter((s) => !s.divers && !legalIdentitiesDiffer(facts.identifiers, s.identifiers));
  let best: SellerMatch | null = null;
  for (const s of pool) {
    for (const f of facts.identifiers) {
      for (const k of s.identifiers) {
        const by = idMatch(f, k);
        if (by && (!best || ORDER.indexOf(by) < ORDER.indexOf(best.by)))
          best = { supplier: { uuid: s.uuid, name: s.name }, by };
      }
    }
  }
  if (best) return best;
  const n = facts.name ? normName(facts.name) : '';
  if (!n) return null;
  const named = pool.filter((s) => normName(s.name) === n);
  return named.length === 1 ? { supplier: { uuid: named[0].uuid, name: named[0].name }, by: 'NAME' } : null;
}

/** Sources a document of this company may be matched to: the account's, not archived, not excluded for the branch. */
export async function matchableSources(db: Db, accountId: string, companyId: string): Promise<SupplierRow[]> {
  const rows = await db
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.companyId, accountId), ne(suppliers.visible, 2)));
  return rows.filter(
    (s) =>
      !s.excludedbranches
        .split(';')
        .map((x) => x.trim())
        .includes(companyId),
  );
}

/**
 * What the account's companies are known by — the master's and every branch's items, names, SIREN and IBAN — so
 * that none of them is taken for a seller, and the buyer's block of a document is told from the seller's.
 */
export async function ownCompanyItems(db: DbOrTx, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ name: companies.name, items: companies.items, siren: companies.siren, iban: companies.iban })
    .from(companies)
    .where(or(eq(companies.id, accountId), eq(companies.masterId, accountId)));
  return rows.flatMap((r) => [...r.items, r.name, r.siren, r.iban]).filter((x) => x.trim());
}

/** The seller of a stored document: from its e-invoice XML (the file, or the one a Factur-X PDF carries), else its text. */
export async function documentSeller(db: Db, files: FileStore, doc: DocRow): Promise<SellerFacts | null> {
  const items = await ownCompanyItems(db, doc.accountId);
  let xml: Uint8Array | null = null;
  if (doc.fileId) {
    const [file] = await db.select().from(documentFiles).where(eq(documentFiles.uuid, doc.fileId));
    if (file && /xml/.test(file.mime) && (await files.exists(file.storageKey))) xml = await files.read(file.storageKey);
    else if (file?.mime === 'application/pdf' && (await files.exists(file.storageKey))) {
      try {
        const pdf = await openPdf(await files.read(file.storageKey));
        try {
          const atts = await getAttachments(pdf);
          const rank = (n: string) => {
            const i = EINVOICE_ATTACHMENTS.indexOf(n.toLowerCase());
            return i >= 0 ? i : n.toLowerCase().endsWith('.xml') ? 10 : 99;
          };
          xml =
            atts.filter((a) => rank(a.filename) < 99).sort((a, b) => rank(a.filename) - rank(b.filename))[0]?.content ??
            null;
        } finally {
          await pdf.destroy();
        }
      } catch {
        // an unreadable PDF: the stored text is used
      }
    }
  }
  return sellerFacts({ xml, text: doc.content }, items);
}

/**
 * Documents of the account this one duplicates (§5: same source and number; the stricter check also the
 * total). For the generic source, whose documents come from many suppliers, the supplier name typed on
 * the document must be the same too (case, accents and legal forms ignored).
 */
export async function findDuplicates(
  db: DbOrTx,
  doc: Pick<DocRow, 'uuid' | 'accountId' | 'supplieruuid' | 'suppliername' | 'invoiceNumber' | 'totalttc'>,
  opts: { generic: boolean; strict: boolean },
): Promise<DuplicateRow[]> {
  if (!doc.supplieruuid || !doc.invoiceNumber.trim()) return [];
  if (opts.generic && !normName(doc.suppliername ?? '')) return [];
  const others = await db
    .select({
      uuid: documents.uuid,
      id: documents.invoiceNumber,
      suppliername: documents.suppliername,
      date: documents.date,
      status: documents.status,
      totalttc: documents.totalttc,
      supplieruuid: documents.supplieruuid,
    })
    .from(documents)
    .where(
      and(
        eq(documents.accountId, doc.accountId),
        eq(documents.supplieruuid, doc.supplieruuid),
        sql`lower(trim(${documents.invoiceNumber})) = ${doc.invoiceNumber.trim().toLowerCase()}`,
        sql`${documents.uuid} <> ${doc.uuid}`,
      ),
    )
    .limit(200);
  const name = normName(doc.suppliername ?? '');
  return others
    .filter((o) =>
      isDuplicate({ ...doc, ttc: doc.totalttc }, { ...o, invoiceNumber: o.id, ttc: o.totalttc }, opts.strict),
    )
    .filter((o) => !opts.generic || normName(o.suppliername) === name)
    .slice(0, 20)
    .map(({ supplieruuid: _s, ...o }) => o);
}

/** At recognition, when the extractor named no known source: the source of the seller read on the document. */
export function sourceOfRead<S extends SupplierRow>(
  read: { text: string; xml?: EInvoice; kind: string },
  companyItems: string[],
  known: S[],
): S | undefined {
  const facts: Pick<SellerFacts, 'name' | 'identifiers'> | null = read.xml
    ? {
        name: read.xml.seller.name,
        identifiers: read.xml.seller.ids.filter(
          (i) => i.type !== 'EMAIL' && i.type !== 'OTHER',
        ) as SellerFacts['identifiers'],
      }
    : read.kind === 'xml'
      ? null
      : sellerFacts({ text: read.text }, companyItems);
  const match = matchSeller(facts, known);
  return match ? known.find((s) => s.uuid === match.supplier.uuid) : undefined;
}
