/**
 * The seller of a document as recognised: its name, identifiers (SIREN, SIRET, VAT, IBAN), postal address
 * and e-mail, from an e-invoice's XML (CII or UBL) or from the laid-out text (PDF text layer, OCR).
 * These facts match the document to a document source, or prefill a new one when none matches.
 * When the company itself is the seller (an outgoing invoice), the other party is returned.
 */
import { eInvoiceOf } from './einvoice';
import { readInvoiceTerms, type InvoiceTerms, type PartyTerms } from './einvoiceXml';
import type { FoundId } from './identifiers';
import { fold, toLines, type Line } from './layout';
import { ownCompany, sellerSide } from './parties';
import { inBuyerBlock } from './sellerNames';
import type { EInvoice, EInvoiceParty } from './types';
import { SELLER_ID_TYPES, type SellerFacts, type SellerIdType } from '../../../../src/domain/documents/seller';
import { identifierProblem, withoutCarriedSiren } from '../../../../src/domain/suppliers/identifiers';

/** A party of an e-invoice with its address and e-mail (for the rendition as well). */
export interface PartyFacts {
  name?: string;
  tradeName?: string;
  identifiers: { type: SellerIdType; value: string }[];
  /** Other identifiers printed on the invoice (GLN, company register, ...), as given. */
  otherIds: string[];
  addressLines: string[];
  postcode?: string;
  city?: string;
  country?: string;
  email?: string;
}

function ids(p: EInvoiceParty): PartyFacts['identifiers'] {
  const out: PartyFacts['identifiers'] = [];
  for (const i of p.ids) {
    if (
      (SELLER_ID_TYPES as readonly string[]).includes(i.type) &&
      !out.some((o) => o.type === i.type && o.value === i.value)
    )
      out.push({ type: i.type as SellerIdType, value: i.value });
  }
  return out;
}

/** A party's facts: its identifiers as the app keeps them (e), its address and e-mail as the XML states them. */
function partyFacts(p: EInvoiceParty, terms: PartyTerms | undefined): PartyFacts {
  const a = terms?.address;
  return {
    name: p.name,
    tradeName: p.tradeName && p.tradeName !== p.name ? p.tradeName : undefined,
    identifiers: ids(p),
    otherIds: p.ids.filter((i) => i.type === 'OTHER').map((i) => i.value),
    addressLines: a?.lines ?? [],
    postcode: a?.postcode,
    city: a?.city,
    country: a?.country,
    email: terms?.email?.toLowerCase() ?? p.ids.find((i) => i.type === 'EMAIL')?.value,
  };
}

/** Seller and buyer of an e-invoice read (e: as the app stores it), with addresses and e-mails. */
export function eInvoicePartiesOf(x: InvoiceTerms, e: EInvoice): { seller: PartyFacts; buyer: PartyFacts } {
  return { seller: partyFacts(e.seller, x.seller), buyer: partyFacts(e.buyer, x.buyer) };
}

/** Seller and buyer of an e-invoice, with addresses and e-mails. Throws on malformed XML; null when not an e-invoice. */
export function eInvoiceParties(xml: string | Uint8Array): { seller: PartyFacts; buyer: PartyFacts } | null {
  const x = readInvoiceTerms(xml);
  return x && eInvoicePartiesOf(x, eInvoiceOf(x));
}

const addressText = (p: PartyFacts) => {
  const city = [p.postcode, p.city].filter(Boolean).join(' ');
  const lines = [...p.addressLines, [city, p.country].filter(Boolean).join(', ')].filter(Boolean);
  return lines.length ? lines.join('\n') : undefined;
};

/** The seller of an e-invoice (the buyer when the company itself is the seller). */
function sellerFromXml(xml: string | Uint8Array, companyItems: string[] = []): SellerFacts | null {
  const parties = eInvoiceParties(xml);
  if (!parties) return null;
  const own = ownCompany(companyItems);
  const isOwn = (p: PartyFacts) => own.ownName(p.name) || p.identifiers.some((i) => own.ownId(i.type, i.value));
  const p = isOwn(parties.seller) && !isOwn(parties.buyer) ? parties.buyer : parties.seller;
  return {
    name: p.name ?? p.tradeName,
    // only what its check digits prove: a new source takes these as they are
    identifiers: p.identifiers.filter((i) => !identifierProblem(i.type, i.value)),
    address: addressText(p),
    email: p.email,
    country: p.country,
    source: 'xml',
  };
}

const POSTCODE_CITY = /(?:^|\s)(?:[A-Z]{1,2}-?)?\d{4,5}\s+\p{L}[\p{L}' -]+|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b/u;
const STREET =
  /\b(?:\d+[a-z]?,?\s+(?:bis\s+|ter\s+)?)?(?:rue|avenue|av\.|bd|boulevard|chemin|allee|allée|place|impasse|route|quai|cours|zone|za|zi|parc|lieu-dit|bp|cs|street|st\.|road|rd\.|lane|way|drive|square|strasse|straße|str\.|weg|platz|allee|gasse|ring|damm|laan|straat|plein|via|calle)\b|\b\p{L}+(?:strasse|straße|str\.|weg|platz|gasse|straat|laan)\s*\d+/iu;
const NOT_ADDRESS =
  /\b(?:siren|siret|rcs|tva|vat|iban|bic|swift|tel|t[ée]l[ée]phone|phone|fax|e-?mail|www|http|capital|ust|steuer|facture|invoice|rechnung|date|n°|no\.|page)\b|@/i;

/** Address lines printed under the seller's name, in its column (street, postcode and city). */
function addressBelow(lines: Line[], nameLine: number, name: string): string | undefined {
  const line = lines[nameLine];
  if (!line) return undefined;
  const key = fold(name).split(/\s+/)[0];
  const col = line.cells.find((c) => fold(c.text).includes(key)) ?? line.cells[0];
  const out: string[] = [];
  // the rest of the name's own cell ("ACME SAS - 12 rue des Lilas - 75001 Paris")
  const tail = col.text
    .split(/\s+[-–|●•·]\s+|\s*[●•|]\s*/)
    .slice(1)
    .filter((p) => STREET.test(p) || POSTCODE_CITY.test(p));
  out.push(...tail);
  let misses = 0;
  for (let i = nameLine + 1; i < lines.length && i <= nameLine + 6 && out.length < 4; i++) {
    const l = lines[i];
    if (l.page !== line.page) break;
    const cell = l.cells.find(
      (c) => c.start < col.end + 4 && col.start < c.end + 4 && Math.abs(c.start - col.start) <= 6,
    );
    if (!cell) {
      if (++misses > 1) break;
      continue;
    }
    const t = cell.text.trim();
    if (NOT_ADDRESS.test(t) || inBuyerBlock(lines, l, cell.start, cell.end)) {
      if (out.length) break;
      if (++misses > 1) break;
      continue;
    }
    if (
      STREET.test(t) ||
      POSTCODE_CITY.test(t) ||
      (out.length &&
        /^[\p{L}' -]{3,40}$/u.test(t) &&
        /^\p{Lu}/u.test(t) &&
        out.some((o) => STREET.test(o)) &&
        !out.some((o) => POSTCODE_CITY.test(o)))
    ) {
      out.push(t);
      if (POSTCODE_CITY.test(t)) break;
    } else if (out.length) break;
    else if (++misses > 1) break;
  }
  return out.length ? out.join('\n') : undefined;
}

/**
 * The seller of a document from its laid-out text: the proposed name, identifiers and e-mail, none from the buyer's
 * block (parties.ts), and the address under the name.
 */
export function sellerFromText(text: string, companyItems: string[] = []): SellerFacts | null {
  const lines = toLines(text);
  if (!lines.length) return null;
  const own = ownCompany(companyItems);
  const { ids: found, names } = sellerSide(lines, own);
  const best = names[0];
  const identifiers = withoutCarriedSiren(
    SELLER_ID_TYPES.flatMap((type) => {
      const f = found.find((x) => x.type === type);
      return f ? [{ type, value: f.value }] : [];
    }),
  );
  const email = sellerEmail(found, best?.line);
  const name = best?.name;
  const address = best ? addressBelow(lines, best.line, best.name) : undefined;
  if (!name && !identifiers.length && !email) return null;
  return { name, identifiers, address, email, source: 'text' };
}

/** The seller's e-mail: one printed with its identifiers, else near its name, else the first (no no-reply). */
function sellerEmail(found: FoundId[], nameLine: number | undefined): string | undefined {
  const emails = found.filter((f) => f.type === 'EMAIL' && !/^(?:no-?reply|ne-pas-repondre)@/.test(f.value));
  const idLines = new Set(found.filter((f) => f.type !== 'EMAIL').map((f) => f.line));
  const score = (f: FoundId) =>
    idLines.has(f.line) ? 2 : nameLine !== undefined && Math.abs(f.line - nameLine) <= 4 ? 1 : 0;
  return emails.reduce<FoundId | undefined>((best, f) => (!best || score(f) > score(best) ? f : best), undefined)
    ?.value;
}

/** The seller's facts of a read document: the XML's when there is one, else the text's. */
export function sellerFacts(
  input: { text?: string; xml?: string | Uint8Array | null },
  companyItems: string[] = [],
): SellerFacts | null {
  if (input.xml) {
    try {
      const facts = sellerFromXml(input.xml, companyItems);
      if (facts) return facts;
    } catch {
      // malformed XML: the text is read instead
    }
  }
  return input.text ? sellerFromText(input.text, companyItems) : null;
}
