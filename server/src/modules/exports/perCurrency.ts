/**
 * The sums of an export kept apart by currency (issue 16): a totals or balance line is of one currency, and an
 * export holding euros and pounds has one such line for each, never one adding them.
 */
import { DEFAULT_CURRENCY } from '../../../../src/domain/currencies/currencies';

export class PerCurrency<T> {
  private readonly byCode = new Map<string, T>();
  constructor(private readonly zero: () => T) {}

  /** The value of that currency (zero when first seen). */
  of(currency: string): T {
    let v = this.byCode.get(currency);
    if (v === undefined) this.byCode.set(currency, (v = this.zero()));
    return v;
  }

  set(currency: string, value: T) {
    this.byCode.set(currency, value);
  }

  /** Each currency with its value, by code; an empty export still has its summary line (zero, default currency). */
  entries(): Array<[string, T]> {
    const all = [...this.byCode.entries()].sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return all.length ? all : [[DEFAULT_CURRENCY, this.zero()]];
  }
}
