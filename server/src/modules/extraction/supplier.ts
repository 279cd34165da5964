/**
 * The document source (supplier) and the direction of a document.
 * Known suppliers are matched by identifiers found in the text (SIRET, SIREN, VAT, IBAN, e-mail), then by
 * name (case, accents and legal forms ignored); otherwise the seller's name proposed from the text
 * (sellerNames.ts) is kept as printed.
 */
import { findIdentifiers, normalizeId, sirenOf } from './identifiers';
import { legalIdentitiesDiffer } from '../../../../src/domain/suppliers/identifiers';
import { ownCompany, sellerSide, type OwnCompany } from './parties';
import { cellAt, fold, type Line } from './layout';
import { inBuyerBlock, normName, sellerNameCandidates } from './sellerNames';
import type {
  EInvoice,
  EInvoiceParty,
  ExtractionContext,
  FieldValue,
  MatchedBy,
  SupplierCandidate,
  ValueSource,
} from './types';

export { normName } from './sellerNames';
function idMatches(
  found: { type: string; value: string },
  known: { type: string; value: string },
): MatchedBy | undefined {
  const kt = known.type.toUpperCase();
  const kv = normalizeId(kt, known.value);
  const fv = normalizeId(found.type, found.value);
  if (!kv) return undefined;
  if (kt === found.type && kv === fv) return kt as MatchedBy;
  if (kt === 'EMAIL' || found.type === 'EMAIL' || kt === 'IBAN' || found.type === 'IBAN') return undefined;
  const ks = sirenOf(kt, kv),
    fs = sirenOf(found.type, fv);
  if (ks && fs && ks === fs) return kt === 'SIRET' && found.type === 'SIRET' ? 'SIRET' : kt === 'VAT' ? 'VAT' : 'SIREN';
  if (kt === 'OTHER' && kv === fv) return found.type as MatchedBy;
  return undefined;
}

const ID_ORDER: MatchedBy[] = ['SIRET', 'SIREN', 'VAT', 'IBAN', 'GLN', 'DUNS', 'EMAIL'];

function matchById(
  ids: { type: string; value: string }[],
  suppliers: SupplierCandidate[],
): { s: SupplierCandidate; by: MatchedBy } | undefined {
  let best: { s: SupplierCandidate; by: MatchedBy } | undefined;
  for (const s of suppliers) {
    if (legalIdentitiesDiffer(ids, s.identifiers)) continue; // another company, whatever IBAN it shares
    const known = [...s.identifiers, ...(s.email ? [{ type: 'EMAIL', value: s.email }] : [])];
    for (const f of ids)
      for (const k of known) {
        const by = idMatches(f, k);
        if (by && (!best || ID_ORDER.indexOf(by) < ID_ORDER.indexOf(best.by))) best = { s, by };
      }
  }
  return best;
}

function partyHasOwn(p: EInvoiceParty, own: OwnCompany): boolean {
  return p.ids.some((i) => own.ownId(i.type, i.value)) || own.ownName(p.name);
}

function nameHits(text: string, name: string): number {
  const n = normName(name);
  if (n.length < 2) return 0;
  return text.split(` ${n} `).length - 1;
}

function matchByName(
  candidates: string[],
  suppliers: SupplierCandidate[],
  flatNorm: string,
): { s: SupplierCandidate; exact: boolean } | undefined {
  const props = candidates.map(normName);
  let best: { s: SupplierCandidate; score: number; exact: boolean } | undefined;
  for (const s of suppliers) {
    const n = normName(s.name);
    if (!n) continue;
    const rank = props.indexOf(n);
    const hits = nameHits(flatNorm, s.name);
    if (rank < 0 && !hits) continue;
    const score = (rank >= 0 ? 10 - Math.min(rank, 5) : 0) + Math.min(hits, 4) * 0.5 + n.length / 20;
    if (!best || score > best.score) best = { s, score, exact: rank >= 0 };
  }
  return best;
}

/** Supplier of a document from the text lines or the e-invoice. */
export function findSupplier(
  lines: Line[] | null,
  ctx: ExtractionContext,
  xml?: EInvoice,
  source: ValueSource = 'text',
): FieldValue<{ uuid?: string; name: string; matchedBy?: MatchedBy }> | undefined {
  const own = ownCompany(ctx.companyItems ?? []);
  const suppliers = ctx.suppliers ?? [];
  const fv = <T>(value: T, confidence: number): FieldValue<T> => ({
    value,
    source,
    confidence: Math.round(confidence * 100) / 100,
  });
  if (xml) {
    const xfv = <T>(value: T, c: number): FieldValue<T> => ({ value, source: 'xml', confidence: c });
    // our own document (we are the seller): the source is the buyer
    const party = partyHasOwn(xml.seller, own) && !partyHasOwn(xml.buyer, own) ? xml.buyer : xml.seller;
    const byId = matchById(party.ids, suppliers);
    if (byId) return xfv({ uuid: byId.s.uuid, name: byId.s.name, matchedBy: byId.by }, 1);
    const names = [party.name, party.tradeName].filter((x): x is string => !!x);
    const byName = matchByName(names, suppliers, ` ${names.map(normName).join(' | ')} `);
    if (byName?.exact) return xfv({ uuid: byName.s.uuid, name: byName.s.name, matchedBy: 'NAME' }, 0.9);
    return party.name ? xfv({ name: party.name }, 1) : undefined;
  }
  if (!lines?.length) return undefined;
  // neither the company's own identifiers and names nor the buyer's (parties.ts)
  const { ids: found, names: proposals } = sellerSide(lines, own);
  const byId = matchById(found, suppliers);
  if (byId) return fv({ uuid: byId.s.uuid, name: byId.s.name, matchedBy: byId.by }, source === 'ocr' ? 0.85 : 0.95);
  const flatNorm = ` ${lines.map((l) => normName(l.raw)).join(' | ')} `;
  const byName = matchByName(
    proposals.slice(0, 5).map((p) => p.name),
    suppliers,
    flatNorm,
  );
  if (byName) return fv({ uuid: byName.s.uuid, name: byName.s.name, matchedBy: 'NAME' }, byName.exact ? 0.75 : 0.55);
  const best = proposals[0];
  if (!best) return undefined;
  const second = proposals[1];
  const margin = second ? best.weight - second.weight : best.weight;
  return fv({ name: best.name }, Math.min(0.5, 0.2 + margin * 0.1));
}

/** SUPPLIER: the company is the buyer (or appears elsewhere); CUSTOMER: the company is the seller. */
export function decideDirection(
  lines: Line[] | null,
  ctx: ExtractionContext,
  xml?: EInvoice,
  source: ValueSource = 'text',
): FieldValue<'SUPPLIER' | 'CUSTOMER'> {
  const own = ownCompany(ctx.companyItems ?? []);
  if (xml) {
    if (partyHasOwn(xml.seller, own) && !partyHasOwn(xml.buyer, own))
      return { value: 'CUSTOMER', source: 'xml', confidence: 1 };
    if (partyHasOwn(xml.buyer, own)) return { value: 'SUPPLIER', source: 'xml', confidence: 1 };
    return { value: 'SUPPLIER', source: 'xml', confidence: 0.5 };
  }
  if (!lines?.length || own.empty) return { value: 'SUPPLIER', source, confidence: 0.3 };
  const text = lines.map((l) => l.raw).join('\n');
  const ownFound = findIdentifiers(text).filter((f) => own.ownId(f.type, f.value));
  const proposals = sellerNameCandidates(lines);
  const seller = proposals[0];
  const ownNames = own.names.map(normName).filter(Boolean);
  // the company's name proposed as the seller, or its identifiers in the seller's lines
  if (seller && ownNames.includes(normName(seller.name))) return { value: 'CUSTOMER', source, confidence: 0.7 };
  if (ownFound.length) {
    const sellerSide = ownFound.filter((f) => {
      const line = lines[f.line];
      if (!line) return false;
      const cell = cellAt(line, f.index);
      const buyer =
        inBuyerBlock(lines, line, cell?.start ?? f.index, cell?.end ?? f.index + 10) ||
        /\b(?:client|customer|kunde|klant|votre|your|ihre|uw|buyer|acheteur|kaufer)\b/.test(
          fold(line.raw.slice(Math.max(0, f.index - 30), f.index)),
        );
      return !buyer && seller && Math.abs(f.line - seller.line) <= 4;
    });
    if (sellerSide.length && sellerSide.length === ownFound.length)
      return { value: 'CUSTOMER', source, confidence: 0.6 };
    return { value: 'SUPPLIER', source, confidence: 0.8 };
  }
  const flatNorm = ` ${lines.map((l) => normName(l.raw)).join(' | ')} `;
  if (ownNames.some((n) => flatNorm.includes(` ${n} `))) return { value: 'SUPPLIER', source, confidence: 0.6 };
  return { value: 'SUPPLIER', source, confidence: 0.3 };
}
