/** The EN 16931 checks of a received e-invoice XML (model.ts reads it, rules.ts holds the rules). */
import { readInvoiceModel, type InvoiceModel } from './model';
import { FR_RULES, RULES, type Rule, type StoredFinding } from './rules';

export type { StoredFinding };

function run(rules: Rule[], inv: NonNullable<ReturnType<typeof readInvoiceModel>>): StoredFinding[] {
  const out: StoredFinding[] = [];
  for (const r of rules) {
    const res = r.check(inv);
    const list = res === true ? [{}] : res === false ? [] : res;
    for (const { term = r.term, ...args } of list)
      out.push({
        rule: r.id,
        kind: r.kind,
        ...(term ? { term } : {}),
        ...(Object.keys(args).length ? { args } : {}),
      });
  }
  return out;
}

/** The findings of a model (tests; checkEn16931 reads the XML first). */
export const checkModel = (inv: InvoiceModel, french: boolean) => run(french ? [...RULES, ...FR_RULES] : RULES, inv);

/** The findings of an XML (none: it conforms); the French mentions when the buyer is in France. */
export function checkEn16931(xml: string): StoredFinding[] {
  let inv;
  try {
    inv = readInvoiceModel(xml);
  } catch {
    return [];
  }
  if (!inv) return [];
  const french = (inv.buyer.country ?? '').toUpperCase() === 'FR';
  // at most 200 findings: a broken file must not fill the row
  return run(french ? [...RULES, ...FR_RULES] : RULES, inv).slice(0, 200);
}
