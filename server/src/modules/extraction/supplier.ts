/**
 * The document source (supplier) and the direction of a document.
 * Known suppliers are matched by identifiers found in the text (SIRET, SIREN, VAT, IBAN, e-mail), then by
 * name (case, accents and legal forms ignored); otherwise the seller's name is proposed from the text:
 * names under seller labels, names carrying a legal form, the letterhead, names backed by the web or
 * e-mail domain, names repeated in the footer; names in buyer blocks are set aside.
 */
import { findDomains, findIdentifiers, normalizeId, sirenOf, type FoundId } from './identifiers';
import { below, cellAt, fold, type Line } from './layout';
import type { EInvoice, EInvoiceParty, ExtractionContext, FieldValue, MatchedBy, SupplierCandidate, ValueSource } from './types';

const LEGAL_FORMS = new Set([
  'sa', 'sas', 'sasu', 'sarl', 'eurl', 'sci', 'snc', 'scop', 'scp', 'selarl', 'gie', 'gmbh', 'ag', 'kg', 'ohg', 'ug', 'kgaa', 'ev', 'eg', 'gbr',
  'co', 'cie', 'ltd', 'limited', 'inc', 'incorporated', 'llc', 'llp', 'lp', 'plc', 'corp', 'corporation', 'company', 'bv', 'nv', 'vof', 'cv',
  'pvt', 'private', 'srl', 'spa', 'sl', 'sprl', 'bvba', 'ab', 'as', 'asa', 'oy', 'oyj', 'kft', 'sro', 'aps', 'mbh', 'haftungsbeschrankt',
]);
/** Legal forms that mark a company name when they end it (or precede a seat: "Rohstoff AG Salzgitter"). */
const LEGAL_MARK = /(?:^|[\s,])(?:s\.?a\.?s\.?u?|s\.?a\.?r\.?l\.?|e\.?u\.?r\.?l\.?|s\.?a\.?|sci|snc|gmbh(?:\s*&\s*co\.?(?:\s*kg)?)?|a\.?g\.?|kg|ohg|ug|e\.\s?v\.|e\.\s?k\.|ltd\.?|limited|inc\.?|llc|llp|plc|corp\.?|b\.\s?v\.?|bv|n\.\s?v\.|nv|pvt\.?\s*ltd\.?|private limited|s\.?r\.?l\.?|s\.?p\.?a\.?|oy|ab)(?=$|[\s,.;)])/i;

/** Case, accents, punctuation and legal forms ignored: "Coolblue B.V." -> "coolblue". */
export function normName(s: string): string {
  const t = fold(s)
    .replace(/&/g, ' & ')
    .replace(/\b([a-z])\.(?=[a-z]\.?)/g, '$1') // b.v. -> bv., a.g. -> ag.
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9&]+/g, ' ')
    .trim();
  const words = t.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !LEGAL_FORMS.has(w) && w !== '&');
  return (kept.length ? kept : words).join(' ');
}

const squash = (s: string) => normName(s).replace(/[^a-z0-9]/g, '');

// Section labels (folded). A label cell is the label alone, or the label and a colon before the value.
const SELLER_LABEL = /^(?:verkaufer|rechnungsersteller|rechnungssteller|lieferant|seller|vendeur|fournisseur|emetteur|sold\s+by|service\s+provider|supplier|leverancier|verkoper|bill\s+from|issued\s+by|from|absender|auftragnehmer)\b\s*(?::|$)/;
const PAYEE_LABEL = /^(?:titulaire(?:\s+du\s+compte)?|kontoinhaber|kontoname|account\s+holder|beneficiaire|payee|begunstigter|rekeninghouder|payable\s+to|make\s+checks?\s+payable\s+to)\b\s*:?/;
const BUYER_LABEL = /\b(?:vos\s+identifiants|vos\s+references|your\s+details|kaufer|rechnungsempfanger|leistungsempfanger|warenempfanger|adresse\s+(?:du\s+client|de\s+facturation|de\s+livraison)|client|customer|bill\s+to|billed\s+to|billing\s+address|ship\s+to|shipping\s+address|delivery\s+address|buyer|acheteur|factuuradres|afleveradres|klant|kunde|kunden|guest|destinataire|livraison|empfanger|auftraggeber|sold\s+to|invoice\s+to|attn|herrn|frau|t\.a\.v)\b/;
const NOT_A_NAME = /^(?:vos|nos|votre|notre|your|our|ihre|unsere|uw|onze|facture|invoice|rechnung|factuur|avoir|credit note|gutschrift|receipt|payment receipt|retail invoices?\/?bill|tax invoice|quittung|devis|angebot|seite|page|date|datum|nummer|name|anschrift|adresse|address|tel|fax|phone|e-?mail|www|http|iban|bic|swift|siret|siren|tva|vat|ust|steuer|bank|logo|kopie|copy|original|duplicata|bemerkung|hinweis|contact|rechnungs-korrektur|w a r e n r e c h n u n g|mietrechnung|handelsrechnung|beitragsrechnung|beispiel)\b/;

const LEGAL_LINE = /\b(?:siren|siret|rcs|r\.c\.s|capital|tva\s*(?:intra\w*\s*)?:?\s*fr|n° tva|vat\s*(?:no|number|reg|id)|ust-?\s*id|ust\.?-?id|steuer-?nr|steuernummer|hrb|hra|handelsregister|registergericht|kvk|btw(?:-nummer|\s+nl)|company\s+(?:no|number|reg)|siege social|sitz|geschaftsfuhrer|gstin|cin)\b/;

interface NameCand { name: string; weight: number; line: number }

function cleanName(s: string): string {
  let t = s.replace(/\s+/g, ' ').trim().replace(/^[-–:•·,;|]+\s*/, '');
  t = t.replace(/^(?:name|nom|firma|raison sociale|societe|company)\s*:\s*/i, '');
  // letterhead: "Au bon moulin SARL - 1242 chemin..." / "Bei Spiel GmbH ● Ecke 12"
  t = t.split(/\s+[-–|●•·]\s+|\s*[●•|]\s*/)[0];
  // "Free SAS au capital de ..." / "FOURNISSEUR F SARL au capital"
  t = t.replace(/\s+(?:au capital|capital|registered|siege|sitz|with|mit|rcs|hrb|n°).*$/i, '');
  // "e-Luscious Nederland B.V. iov Saeco.com": another name on behalf of which, or a web address, ends the name
  t = t.replace(/\s+(?:iov|i\.o\.v\.?|c\/o|on behalf of|pour le compte de|im auftrag von|namens)\s.*$/i, '').replace(/\s+\S*\.(?:com|net|org|fr|de|nl|be|eu|co\.uk)\b.*$/i, '');
  // "Amazon Web Services Invoice"
  t = t.replace(/\s+(?:invoice|facture|rechnung|factuur|receipt)$/i, '');
  return t.replace(/[,:;]+$/, '').trim();
}

function nameLike(s: string): boolean {
  const t = s.trim();
  if (t.length < 2 || t.length > 70) return false;
  const f = fold(t);
  if (NOT_A_NAME.test(f)) return false;
  const letters = (t.match(/\p{L}/gu) ?? []).length;
  const digits = (t.match(/\d/g) ?? []).length;
  if (letters < 2 || digits > letters / 3) return false;
  if (/@|https?:|www\.|\.(?:com|fr|de|nl)\b/i.test(t)) return false;
  if (/^\d|^[a-z]/.test(t) && !/^[a-z]+[A-Z]/.test(t) && !/^(?:de|van|von|le|la|les|du|e)\b|^e-/.test(t)) return false; // lower-case start: prose
  if (!normName(t).split(' ').some((w) => !LEGAL_FORMS.has(w))) return false; // a legal form alone
  if (SELLER_LABEL.test(f) || PAYEE_LABEL.test(f) || (BUYER_LABEL.test(f) && t.split(/\s+/).length <= 3 && !LEGAL_MARK.test(` ${t}`))) return false;
  if (/\b(?:str(?:asse|\.)?|strasse|straße|rue|avenue|chemin|road|street|weg|allee|platz|laan|boulevard|bd)\b/i.test(t) && digits) return false;
  return true;
}

function inBuyerBlock(lines: Line[], line: Line, start: number, end: number): boolean {
  if (BUYER_LABEL.test(fold(line.raw.slice(Math.max(0, start - 30), start)))) return true;
  for (let i = line.index - 1; i >= Math.max(0, line.index - 7); i--) {
    const l = lines[i];
    if (l.page !== line.page) break;
    const over = l.cells.filter((c) => c.start < end + 2 && start < c.end + 2);
    for (const c of over) {
      const t = fold(c.text);
      if (SELLER_LABEL.test(t)) return false;
      if (BUYER_LABEL.test(t) && t.length < 40) return true;
    }
  }
  return false;
}

/** Names proposed for the seller, with weights. */
export function sellerNameCandidates(lines: Line[], excluded: string[] = []): NameCand[] {
  const cands: NameCand[] = [];
  const excl = new Set(excluded.map(normName).filter(Boolean));
  const push = (raw: string, weight: number, line: number) => {
    const name = cleanName(raw);
    if (!nameLike(name)) return;
    const n = normName(name);
    if (!n || excl.has(n)) return;
    cands.push({ name, weight, line });
  };
  const page0 = lines.filter((l) => l.page === 0);
  const lastOfPage = new Map<number, number>();
  for (const l of lines) lastOfPage.set(l.page, l.index);

  for (const line of lines) {
    for (const cell of line.cells) {
      const t = fold(cell.text);
      const seller = SELLER_LABEL.exec(t);
      const payee = seller ? null : PAYEE_LABEL.exec(t);
      const m = seller ?? payee;
      if (m) {
        const w = seller ? 3 : 1.4;
        const after = cell.text.slice(m[0].length).replace(/^\s*:?\s*/, '');
        if (after && nameLike(cleanName(after))) { push(after, w, line.index); continue; }
        // below, in the label's column: skip "Nummer:", GLN lines...
        for (const { line: l2, cells } of below(lines, line.index, cell.start, Math.max(cell.end, cell.start + 20), 4)) {
          const c = cells[0];
          let v = /^(?:name|nom|firma)\s*:\s*(.+)$/i.exec(c.text)?.[1] ?? c.text;
          if (/:$/.test(c.text)) {
            // "Name:" then the value in the next cell; other keys are skipped
            if (!/^(?:name|nom|firma|raison sociale)\s*:$/i.test(fold(c.text))) continue;
            const next = l2.cells.find((x) => x.start > c.end);
            if (!next) continue;
            v = next.text;
          }
          if (/^(?:nummer|globale nummer|number|gln|id|kundennummer|n°|no)\b/i.test(fold(c.text))) continue;
          if (nameLike(cleanName(v))) { push(v, w - 0.2, l2.index); break; }
        }
      }
    }
    const payeeIn = /\b(?:titulaire\s+du\s+compte|account\s+holder|kontoinhaber|payable\s+to|received\s+by|rekeninghouder)\s*:?\s*/.exec(line.norm);
    if (payeeIn && payeeIn.index > 0) {
      const rest = line.raw.slice(payeeIn.index + payeeIn[0].length).split(/\s{2,}|[(,]/)[0];
      if (rest) push(rest, 1.4, line.index);
    }
    // names with a legal form
    for (const cell of line.cells) {
      for (const part of cell.text.split(/\s+[-–|●•·]\s+|\s*[●•|]\s*/)) {
        if (!LEGAL_MARK.test(part)) continue;
        const name = cleanName(part);
        if (!nameLike(name) || !LEGAL_MARK.test(` ${name}`)) continue;
        let w = 2;
        if (line.page === 0 && line.index < page0[0].index + 6) w += 1;
        if (line.index >= (lastOfPage.get(line.page) ?? 0) - 10) w += 0.4;
        if (inBuyerBlock(lines, line, cell.start, cell.end)) w -= 2.5;
        // two-line names: "MVM Musterhafter" / "Versicherungsverein Musterstadt a.G."
        const prev = lines[line.index - 1];
        if (prev && prev.page === line.page && line.index <= page0[0].index + 4) {
          const pc = prev.cells.find((c) => Math.abs(c.start - cell.start) <= 2);
          if (pc && prev.cells.length <= 2 && nameLike(pc.text) && !/\d|:/.test(pc.text) && pc.text.split(' ').length <= 4 && !LEGAL_MARK.test(` ${pc.text}`)) {
            push(`${pc.text} ${name}`, w + 0.3, line.index);
            continue;
          }
        }
        push(name, w, line.index);
      }
    }
  }
  // letterhead: first lines of the first page, the first name the strongest
  let head = 0;
  for (const line of page0.slice(0, 4)) {
    const cell = line.cells[0];
    if (!cell || inBuyerBlock(lines, line, cell.start, cell.end)) continue;
    const text = cell.text.replace(/^logo\s+/i, '');
    if (!nameLike(cleanName(text))) continue;
    push(text, head++ === 0 ? 1.2 : 0.8, line.index);
  }
  // brand backed by a web or e-mail domain ("flipkart.com" and the word "Flipkart")
  const text = lines.map((l) => l.raw).join('\n');
  const domains = findDomains(text).filter((d) => !/(?:gmail|yahoo|hotmail|outlook|gmx|web\.de|orange\.fr|free\.fr$|example|localhost|tcpdf|wanadoo|icloud)/.test(d) || /^free\.fr$/.test(d));
  const labels = [...new Set(domains.map((d) => d.split('.').slice(-2)[0]).filter((l) => l.length >= 3))];
  for (const c of cands) {
    const sq = squash(c.name);
    if (sq.length >= 3 && labels.some((l) => { const lq = l.replace(/-/g, ''); return lq.includes(sq) || (lq.length >= 4 && sq.startsWith(lq)); })) c.weight += 1.2;
  }
  for (const label of labels) {
    const re = new RegExp(`(?<![\\p{L}\\d.@/-])(${label.replace(/-/g, '[- ]?')})(?![\\p{L}\\d@-]|\\.(?:com|fr|de|nl|in|co|net|org))`, 'giu');
    let count = 0, first = -1, printed = '';
    lines.forEach((l) => {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(l.raw))) {
        if (/^\p{Lu}/u.test(m[1])) { count++; if (first < 0) { first = l.index; printed = m[1]; } }
      }
    });
    const lq = label.replace(/-/g, '');
    if (count >= 1 && !cands.some((c) => squash(c.name).includes(lq))) cands.push({ name: printed, weight: 2.2 + Math.min(count, 3) * 0.3, line: first });
  }
  // identity block: a name with, a few lines below in its column, the company's registration numbers.
  // Only lines with something in that column count (OCR interleaves the lines of side-by-side blocks).
  for (const line of lines) {
    for (const cell of line.cells) {
      if (!LEGAL_LINE.test(fold(cell.text))) continue;
      let seen = 0;
      for (let i = line.index - 1; i >= Math.max(0, line.index - 14) && seen < 6; i--) {
        const l = lines[i];
        if (l.page !== line.page) break;
        const up = l.cells.find((x) => x.start < cell.start + 4 && cell.start < x.end);
        if (!up) continue;
        seen++;
        const t = fold(up.text);
        if (BUYER_LABEL.test(t) && t.length < 40) break;
        if (up.text.split(/\s+/).length <= 6 && !up.text.includes(':') && nameLike(cleanName(up.text))) { push(up.text, 1.8, l.index); break; }
      }
    }
  }
  for (const c of cands) {
    const line = lines[c.line];
    if (!line) continue;
    const key = normName(c.name).split(' ')[0];
    const col = line.cells.find((x) => normName(x.text).split(' ').includes(key)) ?? line.cells[0];
    let seen = 0;
    for (let i = c.line + 1; i < lines.length && i <= c.line + 14 && seen < 7; i++) {
      const l = lines[i];
      if (l.page !== line.page) break;
      const over = l.cells.filter((x) => x.start < col.end + 25 && col.start < x.end + 2);
      if (!over.length) continue;
      seen++;
      if (over.some((x) => BUYER_LABEL.test(fold(x.text)) && x.text.length < 40)) break;
      if (over.some((x) => LEGAL_LINE.test(fold(x.text)))) { c.weight += 0.8; break; }
    }
  }
  // repetition: a name printed several times (letterhead and footer)
  const flat = ` ${lines.map((l) => normName(l.raw)).join(' | ')} `;
  for (const c of cands) {
    const n = normName(c.name);
    if (n.length < 3) continue;
    const count = flat.split(` ${n} `).length - 1 + flat.split(` ${n} |`).length - 1;
    if (count > 1) c.weight += Math.min(count - 1, 3) * 0.3;
  }
  // the same name proposed by several rules gains weight
  const merged = new Map<string, NameCand>();
  for (const c of cands) {
    const k = normName(c.name);
    const prev = merged.get(k);
    if (!prev) merged.set(k, { ...c });
    else {
      prev.weight = Math.max(prev.weight, c.weight) + 0.5;
      if (c.name.length > prev.name.length && LEGAL_MARK.test(` ${c.name}`)) prev.name = c.name;
    }
  }
  return [...merged.values()].sort((a, b) => b.weight - a.weight || a.line - b.line);
}

// ---------- identifiers ----------

function idMatches(found: { type: string; value: string }, known: { type: string; value: string }): MatchedBy | undefined {
  const kt = known.type.toUpperCase();
  const kv = normalizeId(kt, known.value);
  const fv = normalizeId(found.type, found.value);
  if (!kv) return undefined;
  if (kt === found.type && kv === fv) return kt as MatchedBy;
  if (kt === 'EMAIL' || found.type === 'EMAIL' || kt === 'IBAN' || found.type === 'IBAN') return undefined;
  const ks = sirenOf(kt, kv), fs = sirenOf(found.type, fv);
  if (ks && fs && ks === fs) return kt === 'SIRET' && found.type === 'SIRET' ? 'SIRET' : kt === 'VAT' ? 'VAT' : 'SIREN';
  if (kt === 'OTHER' && kv === fv) return found.type as MatchedBy;
  return undefined;
}

const ID_ORDER: MatchedBy[] = ['SIRET', 'SIREN', 'VAT', 'IBAN', 'EMAIL'];

function matchById(ids: { type: string; value: string }[], suppliers: SupplierCandidate[]): { s: SupplierCandidate; by: MatchedBy } | undefined {
  let best: { s: SupplierCandidate; by: MatchedBy } | undefined;
  for (const s of suppliers) {
    const known = [...s.identifiers, ...(s.email ? [{ type: 'EMAIL', value: s.email }] : [])];
    for (const f of ids) for (const k of known) {
      const by = idMatches(f, k);
      if (by && (!best || ID_ORDER.indexOf(by) < ID_ORDER.indexOf(best.by))) best = { s, by };
    }
  }
  return best;
}

/** The company's own identifiers and names, normalized. */
function ownItems(ctx: ExtractionContext) {
  const ids: { type: string; value: string }[] = [];
  const names: string[] = [];
  for (const raw of ctx.companyItems ?? []) {
    const item = raw.trim();
    if (!item) continue;
    const up = normalizeId('X', item);
    if (item.includes('@')) ids.push({ type: 'EMAIL', value: item.toLowerCase() });
    else if (/^\d{14}$/.test(up)) ids.push({ type: 'SIRET', value: up });
    else if (/^\d{9}$/.test(up)) ids.push({ type: 'SIREN', value: up });
    else if (/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(up) && up.length >= 15) ids.push({ type: 'IBAN', value: up }, { type: 'VAT', value: up });
    else if (/^[A-Z]{2}[0-9A-Z]{8,13}$/.test(up) && /\d{6}/.test(up)) ids.push({ type: 'VAT', value: up });
    else names.push(item);
  }
  return { ids, names };
}

const isOwn = (f: { type: string; value: string }, own: ReturnType<typeof ownItems>) => own.ids.some((k) => idMatches(f, k));

function partyHasOwn(p: EInvoiceParty, own: ReturnType<typeof ownItems>): boolean {
  if (p.ids.some((i) => isOwn(i, own))) return true;
  const n = p.name ? normName(p.name) : '';
  return !!n && own.names.some((x) => normName(x) === n);
}

function nameHits(text: string, name: string): number {
  const n = normName(name);
  if (n.length < 2) return 0;
  return text.split(` ${n} `).length - 1;
}

function matchByName(candidates: string[], suppliers: SupplierCandidate[], flatNorm: string): { s: SupplierCandidate; exact: boolean } | undefined {
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
export function findSupplier(lines: Line[] | null, ctx: ExtractionContext, xml?: EInvoice, source: ValueSource = 'text'): FieldValue<{ uuid?: string; name: string; matchedBy?: MatchedBy }> | undefined {
  const own = ownItems(ctx);
  const suppliers = ctx.suppliers ?? [];
  const fv = <T>(value: T, confidence: number): FieldValue<T> => ({ value, source, confidence: Math.round(confidence * 100) / 100 });
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
  const text = lines.map((l) => l.raw).join('\n');
  const found: FoundId[] = findIdentifiers(text).filter((f) => !isOwn(f, own));
  const byId = matchById(found, suppliers);
  if (byId) return fv({ uuid: byId.s.uuid, name: byId.s.name, matchedBy: byId.by }, source === 'ocr' ? 0.85 : 0.95);
  const proposals = sellerNameCandidates(lines, own.names);
  const flatNorm = ` ${lines.map((l) => normName(l.raw)).join(' | ')} `;
  const byName = matchByName(proposals.slice(0, 5).map((p) => p.name), suppliers, flatNorm);
  if (byName) return fv({ uuid: byName.s.uuid, name: byName.s.name, matchedBy: 'NAME' }, byName.exact ? 0.75 : 0.55);
  const best = proposals[0];
  if (!best) return undefined;
  const second = proposals[1];
  const margin = second ? best.weight - second.weight : best.weight;
  return fv({ name: best.name }, Math.min(0.5, 0.2 + margin * 0.1));
}

/** SUPPLIER: the company is the buyer (or appears elsewhere); CUSTOMER: the company is the seller. */
export function decideDirection(lines: Line[] | null, ctx: ExtractionContext, xml?: EInvoice, source: ValueSource = 'text'): FieldValue<'SUPPLIER' | 'CUSTOMER'> {
  const own = ownItems(ctx);
  if (xml) {
    if (partyHasOwn(xml.seller, own) && !partyHasOwn(xml.buyer, own)) return { value: 'CUSTOMER', source: 'xml', confidence: 1 };
    if (partyHasOwn(xml.buyer, own)) return { value: 'SUPPLIER', source: 'xml', confidence: 1 };
    return { value: 'SUPPLIER', source: 'xml', confidence: 0.5 };
  }
  if (!lines?.length || (!own.ids.length && !own.names.length)) return { value: 'SUPPLIER', source, confidence: 0.3 };
  const text = lines.map((l) => l.raw).join('\n');
  const ownFound = findIdentifiers(text).filter((f) => isOwn(f, own));
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
      const buyer = inBuyerBlock(lines, line, cell?.start ?? f.index, cell?.end ?? f.index + 10) || /\b(?:client|customer|kunde|klant|votre|your|ihre|uw|buyer|acheteur|kaufer)\b/.test(fold(line.raw.slice(Math.max(0, f.index - 30), f.index)));
      return !buyer && seller && Math.abs(f.line - seller.line) <= 4;
    });
    if (sellerSide.length && sellerSide.length === ownFound.length) return { value: 'CUSTOMER', source, confidence: 0.6 };
    return { value: 'SUPPLIER', source, confidence: 0.8 };
  }
  const flatNorm = ` ${lines.map((l) => normName(l.raw)).join(' | ')} `;
  if (ownNames.some((n) => flatNorm.includes(` ${n} `))) return { value: 'SUPPLIER', source, confidence: 0.6 };
  return { value: 'SUPPLIER', source, confidence: 0.3 };
}
