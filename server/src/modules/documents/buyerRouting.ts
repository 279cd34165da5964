/**
 * Routing by the buyer's identifiers (issue 18): an e-invoice that names its buyer goes to the company of the
 * account (master or branch) whose identifiers match — its SIREN, and its `items` (SIRET, VAT number, routing
 * code, Peppol 0225 address...) — whatever channel brought it. No match: it stays with the receiving company,
 * flagged "buyer not recognised". Only the account's companies are ever looked at.
 */
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companies } from '../../../db/schema';
import type { EInvoice } from '../extraction';

/** Compared without spaces, dots or case; a Peppol "0225:" prefix is the scheme, not the address. */
const norm = (v: string) =>
  v
    .trim()
    .replace(/^0225:/, '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');

/** How strongly one identifier names one company: an establishment or a routing address beats a SIREN. */
const WEIGHT: Record<string, number> = { SIRET: 5, OTHER: 5, GLN: 4, VAT: 3, SIREN: 2 };

export interface BuyerRoute {
  /** The company the document goes to. */
  companyId: string;
  /** The e-invoice names a buyer whose identifiers match no company of the account. */
  unrecognised: boolean;
}

export async function routeByBuyer(
  db: DbOrTx,
  accountId: string,
  receivingCompanyId: string,
  einvoice: EInvoice | null,
): Promise<BuyerRoute> {
  const ids = (einvoice?.buyer.ids ?? []).filter((i) => i.type in WEIGHT && norm(i.value));
  if (!ids.length) return { companyId: receivingCompanyId, unrecognised: false };
  const rows = await db
    .select({ id: companies.id, siren: companies.siren, items: companies.items, masterId: companies.masterId })
    .from(companies)
    .where(or(eq(companies.id, accountId), eq(companies.masterId, accountId)));
  const score = (c: (typeof rows)[number]) => {
    const own = new Set([...c.items, c.siren].map(norm).filter(Boolean));
    const siren = norm(c.siren);
    let best = 0;
    for (const id of ids) {
      const v = norm(id.value);
      if (own.has(v)) best = Math.max(best, WEIGHT[id.type]);
      // an establishment of a company known by its SIREN alone
      else if (id.type === 'SIRET' && siren && v.startsWith(siren)) best = Math.max(best, 1);
    }
    return best;
  };
  const ranked = rows
    .map((c) => ({ c, s: score(c) }))
    .filter((r) => r.s > 0)
    // the strongest match; between equals the receiving company, then the master
    .sort(
      (a, b) =>
        b.s - a.s ||
        Number(b.c.id === receivingCompanyId) - Number(a.c.id === receivingCompanyId) ||
        Number(b.c.masterId === null) - Number(a.c.masterId === null),
    );
  return ranked.length
    ? { companyId: ranked[0].c.id, unrecognised: false }
    : { companyId: receivingCompanyId, unrecognised: true };
}
