/**
 * The scale plan's currencies: about 3 % of the documents in dollars and pounds, from a few small suppliers (the long
 * statement's supplier stays in euros), each payment of one currency.
 */
import { describe, expect, it } from 'vitest';
import { FOREIGN_SHARE, planScale, SCALE_CURRENCIES } from './seedScalePlan';

const NOW = Date.UTC(2026, 10, 28, 12);

function currencyShares(size: { documents: number; suppliers: number; payments: number; seed?: number }) {
  const plan = planScale({ ...size, emails: 0 }, NOW, 3, 2);
  const of = (doc: number) => SCALE_CURRENCIES[plan.suppliers.currency[plan.documents.supplier[doc]]];
  const counts: Record<string, number> = { EUR: 0, USD: 0, GBP: 0 };
  for (let i = 0; i < plan.documents.n; i++) counts[of(i)]++;
  return { plan, of, counts };
}

describe('the scale plan in several currencies', () => {
  it.each([1, 2, 3])('puts about 3 percent of the documents in dollars and pounds (seed %i)', (seed) => {
    const { plan, counts } = currencyShares({ documents: 50_000, suppliers: 2000, payments: 8000, seed });
    const foreign = (counts.USD + counts.GBP) / plan.documents.n;
    expect(foreign).toBeGreaterThan(FOREIGN_SHARE * 0.75);
    expect(foreign).toBeLessThan(FOREIGN_SHARE * 1.25);
    expect(counts.USD).toBeGreaterThan(0);
    expect(counts.GBP).toBeGreaterThan(0);
    // the long statement's supplier invoices in euros
    expect(plan.suppliers.currency[0]).toBe(0);
  });

  it('pays each payment in one currency, its supplier’s', () => {
    const { plan, of } = currencyShares({ documents: 20_000, suppliers: 500, payments: 3000 });
    const p = plan.payments;
    let foreignPayments = 0;
    for (let i = 0; i < p.n; i++) {
      const currency = SCALE_CURRENCIES[plan.suppliers.currency[p.supplier[i]]];
      if (currency !== 'EUR') foreignPayments++;
      for (let l = p.lineStart[i]; l < p.lineStart[i + 1]; l++) expect(of(p.lineDoc[l])).toBe(currency);
    }
    expect(foreignPayments).toBeGreaterThan(0);
  });

  it('keeps a lone supplier in euros', () => {
    expect(currencyShares({ documents: 100, suppliers: 1, payments: 10 }).counts).toEqual({ EUR: 100, USD: 0, GBP: 0 });
  });
});
