/**
 * A company's own exchange rates (issue 16): how many euros one unit of a foreign currency is worth, as the company
 * sets them. They only show a converted total beside an amount in another currency, always labelled as the company's
 * rate: nothing is converted in the books, a payment stays in its invoice's currency.
 */
import { z } from 'zod';
import { fromCents, toCents } from '../money';
import { DEFAULT_CURRENCY, isCurrency } from './currencies';

/** At most this many rates per company. */
export const MAX_RATES = 50;
/** Euros for one unit: up to 6 whole digits and 6 decimals, more than zero. */
const RATE = /^\d{1,6}(\.\d{1,6})?$/;
const isRate = (v: string) => RATE.test(v) && Number(v) > 0;

export type ExchangeRates = Record<string, string>;

/** The stored form: `{ GBP: '1.165' }`, each key a currency other than the euro, each rate positive. */
export const exchangeRatesSchema = z
  .record(z.string(), z.string())
  .refine((r) => Object.keys(r).length <= MAX_RATES, 'error.exchangerate')
  .superRefine((rates, ctx) => {
    for (const [currency, rate] of Object.entries(rates))
      if (!isCurrency(currency) || currency === DEFAULT_CURRENCY || !isRate(rate))
        ctx.addIssue({ code: 'custom', path: [currency], message: 'error.exchangerate', params: { line: currency } });
  });

/** The rates as the settings dialog shows them: one "GBP 1.165" a line. */
export const formatRates = (rates: ExchangeRates) =>
  Object.entries(rates)
    .map(([currency, rate]) => `${currency} ${rate}`)
    .join('\n');

/** Lines typed as "GBP 1.165" (or "gbp 1,165"; blank lines skipped): the rates, or the first line that is not one. */
export function parseRates(text: string): { rates: ExchangeRates } | { error: string } {
  const rates: ExchangeRates = {};
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^([A-Za-z]{3})\s*[=:]?\s*(\S+)$/.exec(line);
    const currency = m?.[1].toUpperCase() ?? '';
    const rate = m?.[2].replace(',', '.') ?? '';
    if (!m || !isCurrency(currency) || currency === DEFAULT_CURRENCY || !isRate(rate) || currency in rates)
      return { error: line };
    rates[currency] = rate.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
  }
  return { rates };
}

/** `amount` of a currency in euros at `rate`, rounded half away from zero to the cent (exact: no binary floats). */
export function convertAmount(amount: string, rate: string): string {
  const [whole, decimals = ''] = rate.split('.');
  const scale = 10n ** BigInt(decimals.length);
  const product = toCents(amount) * BigInt(`${whole}${decimals}`);
  const half = product < 0n ? -scale / 2n : scale / 2n;
  return fromCents((product + half) / scale);
}
