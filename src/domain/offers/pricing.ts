import { multiplyMoney, sumMoney } from '../money';

/** Yearly price = 10 times the monthly total (spec §3, §9). */
export const YEARLY_FACTOR = 10;

export interface PricedLine {
  visible: boolean;
  price?: string | number | null;
}

/** Total = base price + every visible functionality, exact at 2 decimals; yearly = 10 x total. */
export function offerPrices(
  baseprice: string | number,
  lines: readonly PricedLine[],
): { totalprice: string; yearlyprice: string } {
  const totalprice = sumMoney([baseprice || '0', ...lines.filter((l) => l.visible).map((l) => l.price || '0')]);
  return { totalprice, yearlyprice: multiplyMoney(totalprice, YEARLY_FACTOR) };
}
