/**
 * Exact money arithmetic on decimal strings (2 decimals), through integer cents.
 * Never goes through floating point.
 */
const MONEY = /^\s*([+-])?(\d+)(?:[.,](\d+))?\s*$/;

/** Cents of a decimal string, rounded half up (away from zero) at 2 decimals. */
export function toCents(value: string | number): bigint {
  const m = MONEY.exec(typeof value === 'number' ? value.toFixed(6) : value);
  if (!m) throw new Error(`not an amount: ${value}`);
  const [, sign, int, frac = ''] = m;
  let cents = BigInt(int) * 100n + BigInt((frac + '00').slice(0, 2));
  if ((frac[2] ?? '0') >= '5') cents += 1n;
  return sign === '-' ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

export const isAmount = (v: unknown): v is string | number =>
  // from 1e21 up, toFixed writes exponents: no amount either
  (typeof v === 'number' && Number.isFinite(v) && MONEY.test(v.toFixed(6))) || (typeof v === 'string' && MONEY.test(v));

/** The largest amount a money column (numeric(14,2)) holds: 999,999,999,999.99. */
export const MAX_CENTS = 10n ** 14n - 1n;

/** An amount that a money column can store (at most 12 digits before the decimal point). */
export const isStorableAmount = (v: unknown): v is string | number => {
  if (!isAmount(v)) return false;
  const cents = toCents(v);
  return cents <= MAX_CENTS && cents >= -MAX_CENTS;
};

export const sumMoney = (values: readonly (string | number)[]): string =>
  fromCents(values.reduce<bigint>((acc, v) => acc + toCents(v), 0n));

export const moneyEquals = (a: string | number, b: string | number) => toCents(a) === toCents(b);

/** Multiplies an amount by an integer factor (yearly = 10 x monthly). */
export const multiplyMoney = (v: string | number, factor: number) => fromCents(toCents(v) * BigInt(factor));
