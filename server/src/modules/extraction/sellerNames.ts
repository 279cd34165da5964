/**
 * The seller's name proposed from the text of a document, with weights: names under seller labels,
 * names carrying a legal form, the letterhead, names backed by the web domain, names above the
 * company's registration numbers, names repeated in the footer; names in buyer blocks are set aside.
 */
import { findDomains } from './identifiers';
import { below, fold, type Line } from './layout';

const LEGAL_FORMS = new Set([
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sci',
  'snc',
  'scop',
  'scp',
  'selarl',
  'gie',
  'gmbh',
  'ag',
  'kg',
  'ohg',
  'ug',
  'kgaa',
  'ev',
  'eg',
  'gbr',
  'co',
  'cie',
  'ltd',
  'limited',
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'plc',
  'corp',
  'corporation',
  'company',
  'bv',
  'nv',
  'vof',
  'cv',
  'pvt',
  'private',
  'srl',
  'spa',
  'sl',
  'sprl',
  'bvba',
  'ab',
  'as',
  'asa',
  'oy',
  'oyj',
  'kft',
  'sro',
  'aps',
  'mbh',
  'haftungsbeschrankt',
]);
/** Legal forms that mark a company name when they end it (or precede a seat: "Rohstoff AG Salzgitter"). */
export const LEGAL_MARK =
  /(?:^|[\s,])(?:s\.?a\.?s\.?u?|s\.?a\.?r\.?l\.?|e\.?u\.?r\.?l\.?|s\.?a\.?|sci|snc|gmbh(?:\s*&\s*co\.?(?:\s*kg)?)?|a\.?g\.?|kg|ohg|ug|e\.\s?v\.|e\.\s?k\.|ltd\.?|limited|inc\.?|llc|llp|plc|corp\.?|b\.\s?v\.?|bv|n\.\s?v\.|nv|pvt\.?\s*ltd\.?|private limited|s\.?r\.?l\.?|s\.?p\.?a\.?|oy|ab)(?=$|[\s,.;)])/i;

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
const SELLER_LABEL =
  /^(?:verkaufer|rechnungsersteller|rechnungssteller|lieferant|seller|vendeur|fournisseur|emetteur|sold\s+by|service\s+provider|supplier|leverancier|verkoper|bill\s+from|issued\s+by|from|absender|auftragnehmer)\b\s*(?::|$)/;
const PAYEE_LABEL =
  /^(?:titulaire(?:\s+du\s+compte)?|kontoinhaber|kontoname|account\s+holder|beneficiaire|payee|begunstigter|rekeninghouder|payable\s+to|make\s+checks?\s+payable\s+to)\b\s*:?/;
const BUYER_LABEL =
  /\b(?:vos\s+identifiants|vos\s+references|your\s+details|kaufer|rechnungsempfanger|leistungsempfanger|warenempfanger|adresse\s+(?:du\s+client|de\s+facturation|de\s+livraison)|client|customer|bill\s+to|billed\s+to|billing\s+address|ship\s+to|shipping\s+address|delivery\s+address|buyer|acheteur|factuuradres|afleveradres|klant|kunde|kunden|guest|destinataire|livraison|empfanger|auftraggeber|sold\s+to|invoice\s+to|facture\s+a(?=\s*:)|attn|herrn|frau|t\.a\.v)\b/;
const NOT_A_NAME =
  /^(?:vos|nos|votre|notre|your|our|ihre|unsere|uw|onze|facture|invoice|rechnung|factuur|avoir|credit note|gutschrift|receipt|payment receipt|retail invoices?\/?bill|tax invoice|quittung|devis|angebot|seite|page|date|datum|nummer|name|anschrift|adresse|address|tel|fax|phone|e-?mail|www|http|iban|bic|swift|siret|siren|tva|vat|ust|steuer|bank|logo|kopie|copy|original|duplicata|bemerkung|hinweis|contact|rechnungs-korrektur|w a r e n r e c h n u n g|mietrechnung|handelsrechnung|beitragsrechnung|beispiel)\b/;

const LEGAL_LINE =
  /\b(?:siren|siret|rcs|r\.c\.s|capital|tva\s*(?:intra\w*\s*)?:?\s*fr|n° tva|vat\s*(?:no|number|reg|id)|ust-?\s*id|ust\.?-?id|steuer-?nr|steuernummer|hrb|hra|handelsregister|registergericht|kvk|btw(?:-nummer|\s+nl)|company\s+(?:no|number|reg)|siege social|sitz|geschaftsfuhrer|gstin|cin)\b/;

interface NameCand {
  name: string;
  weight: number;
  line: number;
}

function cleanName(s: string): string {
  let t = s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–:•·,;|]+\s*/, '');
  t = t.replace(/^(?:name|nom|firma|raison sociale|societe|company)\s*:\s*/i, '');
  // letterhead: "Au bon moulin SARL - 1242 chemin..." / "Bei Spiel GmbH ● Ecke 12"
  t = t.split(/\s+[-–|●•·]\s+|\s*[●•|]\s*/)[0];
  // "Free SAS au capital de ..." / "FOURNISSEUR F SARL au capital"
  t = t.replace(/\s+(?:au capital|capital|registered|siege|sitz|with|mit|rcs|hrb|n°).*$/i, '');
  // "e-Luscious Nederland B.V. iov Saeco.com": another name on behalf of which, or a web address, ends the name
  t = t
    .replace(/\s+(?:iov|i\.o\.v\.?|c\/o|on behalf of|pour le compte de|im auftrag von|namens)\s.*$/i, '')
    .replace(/\s+\S*\.(?:com|net|org|fr|de|nl|be|eu|co\.uk)\b.*$/i, '');
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
  if (
    !normName(t)
      .split(' ')
      .some((w) => !LEGAL_FORMS.has(w))
  )
    return false; // a legal form alone
  if (
    SELLER_LABEL.test(f) ||
    PAYEE_LABEL.test(f) ||
    (BUYER_LABEL.test(f) && t.split(/\s+/).length <= 3 && !LEGAL_MARK.test(` ${t}`))
  )
    return false;
  if (
    /\b(?:str(?:asse|\.)?|strasse|straße|rue|avenue|chemin|road|street|weg|allee|platz|laan|boulevard|bd)\b/i.test(t) &&
    digits
  )
    return false;
  return true;
}

export function inBuyerBlock(lines: Line[], line: Line, start: number, end: number): boolean {
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
        if (after && nameLike(cleanName(after))) {
          push(after, w, line.index);
          continue;
        }
        // below, in the label's column: skip "Nummer:", GLN lines...
        for (const { line: l2, cells } of below(
          lines,
          line.index,
          cell.start,
          Math.max(cell.end, cell.start + 20),
          4,
        )) {
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
          if (nameLike(cleanName(v))) {
            push(v, w - 0.2, l2.index);
            break;
          }
        }
      }
    }
    const payeeIn =
      /\b(?:titulaire\s+du\s+compte|account\s+holder|kontoinhaber|payable\s+to|received\s+by|rekeninghouder)\s*:?\s*/.exec(
        line.norm,
      );
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
          if (
            pc &&
            prev.cells.length <= 2 &&
            nameLike(pc.text) &&
            !/\d|:/.test(pc.text) &&
            pc.text.split(' ').length <= 4 &&
            !LEGAL_MARK.test(` ${pc.text}`)
          ) {
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
  const domains = findDomains(text).filter(
    (d) =>
      !/(?:gmail|yahoo|hotmail|outlook|gmx|web\.de|orange\.fr|free\.fr$|example|localhost|tcpdf|wanadoo|icloud)/.test(
        d,
      ) || /^free\.fr$/.test(d),
  );
  const labels = [...new Set(domains.map((d) => d.split('.').slice(-2)[0]).filter((l) => l.length >= 3))];
  for (const c of cands) {
    const sq = squash(c.name);
    if (
      sq.length >= 3 &&
      labels.some((l) => {
        const lq = l.replace(/-/g, '');
        return lq.includes(sq) || (lq.length >= 4 && sq.startsWith(lq));
      })
    )
      c.weight += 1.2;
  }
  for (const label of labels) {
    const re = new RegExp(
      `(?<![\\p{L}\\d.@/-])(${label.replace(/-/g, '[- ]?')})(?![\\p{L}\\d@-]|\\.(?:com|fr|de|nl|in|co|net|org))`,
      'giu',
    );
    let count = 0,
      first = -1,
      printed = '';
    lines.forEach((l) => {
      re.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = re.exec(l.raw))) {
        if (/^\p{Lu}/u.test(m[1])) {
          count++;
          if (first < 0) {
            first = l.index;
            printed = m[1];
          }
        }
      }
    });
    const lq = label.replace(/-/g, '');
    if (count >= 1 && !cands.some((c) => squash(c.name).includes(lq)))
      cands.push({ name: printed, weight: 2.2 + Math.min(count, 3) * 0.3, line: first });
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
        if (up.text.split(/\s+/).length <= 6 && !up.text.includes(':') && nameLike(cleanName(up.text))) {
          push(up.text, 1.8, l.index);
          break;
        }
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
      if (over.some((x) => LEGAL_LINE.test(fold(x.text)))) {
        c.weight += 0.8;
        break;
      }
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
