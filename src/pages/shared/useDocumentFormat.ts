import { useMemo } from 'react';
import { useLocaleState } from 'react-admin';
import { intlLocale } from '../../domain/locales';
import { formatAmountInput, formatDay, formatDecimal, formatMoment, formatMoney, formatSize } from '../../i18n/format';

/** The formatters of ./format bound to the user's language. */
export function useDocumentFormat() {
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = intlLocale(locale);
    return {
      locale: tag,
      money: (amount: unknown, currency?: string | null) => formatMoney(amount, currency, tag),
      decimal: (amount: unknown) => formatDecimal(amount, tag),
      amountInput: (amount: unknown) => formatAmountInput(amount, tag),
      day: (value: string | null | undefined) => formatDay(value, tag),
      moment: (value: string | null | undefined) => formatMoment(value, tag),
      size: (bytes: number) => formatSize(bytes, tag),
      number: (n: number) => new Intl.NumberFormat(tag).format(n),
      /** An exchange rate as stored ('1.165'), with every decimal it has. */
      rate: (rate: string) => new Intl.NumberFormat(tag, { maximumFractionDigits: 6 }).format(Number(rate)),
    };
  }, [locale]);
}
