import { sumMoney } from '../../domain/money';
import { DEFAULT_CURRENCY } from '../../domain/currencies/currencies';
import { convertAmount, type ExchangeRates } from '../../domain/currencies/exchangeRates';

type Line = { invoiceuuid: string; currency?: string; suppliername?: string };

const currencyOf = (l: Line) => l.currency || DEFAULT_CURRENCY;

/** The amounts typed, summed per currency (in the order the currencies first appear): never one sum of two currencies. */
export function currencyTotals(lines: Line[], amounts: Record<string, string>) {
  const by = new Map<string, string[]>();
  for (const l of lines) by.set(currencyOf(l), [...(by.get(currencyOf(l)) ?? []), amounts[l.invoiceuuid]]);
  return [...by].map(([currency, values]) => ({ currency, total: sumMoney(values) }));
}

/** The lines' currencies other than the euro, with a supplier of each (a SEPA transfer cannot carry them). */
export function foreignCurrencies(lines: Line[]) {
  const found = new Map<string, { currency: string; suppliername?: string }>();
  for (const l of lines)
    if (currencyOf(l) !== DEFAULT_CURRENCY && !found.has(currencyOf(l)))
      found.set(currencyOf(l), { currency: currencyOf(l), suppliername: l.suppliername });
  return [...found.values()];
}

/** The foreign totals the company has a rate for, with their value in euros at that rate (shown, labelled, never paid). */
export function convertedTotals(totals: Array<{ currency: string; total: string }>, rates: ExchangeRates | undefined) {
  return totals.flatMap(({ currency, total }) => {
    const rate = rates?.[currency];
    return currency !== DEFAULT_CURRENCY && rate ? [{ currency, rate, euros: convertAmount(total, rate) }] : [];
  });
}
