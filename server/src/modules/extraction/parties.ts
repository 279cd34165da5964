/**
 * Seller and buyer told apart in a document's laid-out text. The company reading its documents is the buyer of
 * what it receives: its own identifiers, e-mails and names (its items, SIREN, IBAN and names, and those of the
 * account's branches) prove which block of the page is the buyer's, beside the buyer labels (`Client`, `Bill to`,
 * `Rechnungsempfänger`...). Nothing found in the buyer's block is the seller's, whatever comes first on the page.
 */
import { findIdentifiers, normalizeId, sirenOf, type FoundId } from './identifiers';
import { cellAt, fold, type Cell, type Line } from './layout';
import { inBuyerBlock, LEGAL_MARK, normName, sellerNameCandidates } from './sellerNames';

const SELLER_START = /^(?:seller|vendeur|fournisseur|emetteur|lieferant|verkaufer|supplier|from)\b/;

export interface OwnCompany {
  /** The identifier (any type, normalised or not) is the company's, or carries its SIREN. */
  ownId: (type: string, value: string) => boolean;
  /** The name is one of the company's (case, accents and legal forms ignored). */
  ownName: (name?: string) => boolean;
  /** The company's names as given (not identifiers). */
  names: string[];
  /** Nothing is known of the company. */
  empty: boolean;
}

/** The company's own identifiers and names, from its items (identifiers, e-mails and names mixed). */
export function ownCompany(companyItems: string[]): OwnCompany {
  const ids = new Set<string>();
  const names: string[] = [];
  for (const raw of companyItems) {
    const item = raw.trim();
    if (!item) continue;
    if (item.includes('@')) {
      ids.add(item.toLowerCase());
      continue;
    }
    const up = normalizeId('X', item);
    if (/^[A-Z0-9]{9,34}$/.test(up) && /\d{6}/.test(up)) {
      ids.add(up);
      const siren = sirenOf('SIRET', up) ?? sirenOf('SIREN', up) ?? sirenOf('VAT', up);
      if (siren) ids.add(siren);
    } else if (normName(item)) names.push(item);
  }
  const normed = new Set(names.map(normName));
  return {
    ownId: (type, value) => {
      const v = normalizeId(type, value);
      const siren = sirenOf(type, v);
      return ids.has(v) || (!!siren && ids.has(siren));
    },
    ownName: (n) => !!n && normed.has(normName(n)),
    names,
    empty: !ids.size && !names.length,
  };
}

/** A block of the page: per line index, the span of its cell. */
type Block = Map<number, Cell>;

const AMOUNT = /\d[.,]\d{2}\b/;

/**
 * The company's own block around a cell proving it (its identifier, e-mail or name): the cells starting where it
 * starts (give or take) on the lines above and below (up to 7 and 6), a line of another column in between allowed,
 * two not. Above, a company name (legal form) is the block's top; below, another company's name, an amount or a
 * seller label ends it.
 */
function blockAround(lines: Line[], at: Line, cell: Cell): Block {
  const block: Block = new Map([[at.index, cell]]);
  for (const step of [-1, 1]) {
    let misses = 0;
    for (let i = at.index + step, n = 0; i >= 0 && i < lines.length && n < (step < 0 ? 7 : 6); i += step) {
      const l = lines[i];
      if (l.page !== at.page) break;
      const c = l.cells.find((x) => Math.abs(x.start - cell.start) <= 4);
      if (!c) {
        if (++misses > 1) break;
        continue;
      }
      const named = LEGAL_MARK.test(c.text);
      if (SELLER_START.test(fold(c.text)) || (step > 0 && (named || AMOUNT.test(c.text)))) break;
      misses = 0;
      n++;
      block.set(i, c);
      if (step < 0 && named) break;
    }
  }
  return block;
}

/** The cell of a line holding a name (its first word), else the line's first cell. */
const cellOfName = (line: Line, name: string): Cell => {
  const key = normName(name).split(' ')[0];
  return line.cells.find((c) => normName(c.text).split(' ').includes(key)) ?? line.cells[0];
};

/**
 * Where the buyer is printed: `(line, start, end) => boolean` for a span of a line. Under a buyer label, or in a
 * block holding the company's own identifiers, e-mail or name.
 */
export function buyerSide(lines: Line[], found: FoundId[], own: OwnCompany) {
  const blocks: Block[] = [];
  for (const f of found) {
    const line = lines[f.line];
    const cell = line && own.ownId(f.type, f.value) ? cellAt(line, f.index) : undefined;
    if (cell) blocks.push(blockAround(lines, line, cell));
  }
  for (const line of lines)
    for (const cell of line.cells)
      if (own.ownName(cell.text.split(/\s+[-–|●•·]\s+/)[0])) blocks.push(blockAround(lines, line, cell));
  return (lineIndex: number, start: number, end: number): boolean => {
    const line = lines[lineIndex];
    if (!line) return false;
    if (inBuyerBlock(lines, line, start, end)) return true;
    return blocks.some((b) => {
      const c = b.get(lineIndex);
      return !!c && start < c.end && c.start < end;
    });
  };
}

/**
 * The seller's side of a text: the identifiers found with their checks holding, neither the company's own nor
 * printed in the buyer's block (the identifier's own place decides: a footer cell may hold several), and the
 * names proposed for the seller (sellerNames.ts) outside the buyer's block, strongest first.
 */
export function sellerSide(lines: Line[], own: OwnCompany) {
  const text = lines.map((l) => l.raw).join('\n');
  const found = findIdentifiers(text);
  const isBuyer = buyerSide(lines, found, own);
  const ids = found.filter((f) => !own.ownId(f.type, f.value) && !isBuyer(f.line, f.index, f.index + f.value.length));
  const names = sellerNameCandidates(lines, own.names).filter((c) => {
    const cell = cellOfName(lines[c.line], c.name);
    return !isBuyer(c.line, cell.start, cell.end);
  });
  return { ids, names };
}
