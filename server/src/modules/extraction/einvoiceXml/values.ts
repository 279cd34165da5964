/**
 * Values of an e-invoice as text: its dates and amounts, read two ways, strictly for what the app stores
 * (extraction) and as written for what it shows (the rendition).
 */
import { normMoney } from '../amounts';

/** An ISO date (UBL's xs:date, a time after it ignored) as YYYY-MM-DD. */
export const isoDate = (v: string | undefined) => {
  const m = v && /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};

/** A CII DateTimeString of format 102 (yyyyMMdd) as YYYY-MM-DD, else an ISO date; 610 (yyyyMM), 616 (yyyyWW) none. */
export const ciiDate = (v: string | undefined) => {
  const m = v && /^(\d{4})(\d{2})(\d{2})$/.exec(v);
  return m ? `${m[1]}-${m[2]}-${m[3]}` : isoDate(v);
};

/** A date shown as written: yyyyMMdd or yyyy-MM-dd at its start, in either syntax. */
export const shownDate = (v: string | undefined) => {
  if (!v) return undefined;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(v.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
};

/** An amount as the app stores it: a 2-decimal string (a decimal comma read as a point); undefined when none. */
export const money = (v: string | undefined) => {
  if (!v) return undefined;
  try {
    return normMoney(v.replace(',', '.'));
  } catch {
    return undefined;
  }
};

/** A decimal as written, without a currency attribute's noise; undefined when absent or not a number. */
export const decimal = (v: string | undefined) => (v && /^[-+]?\d+(?:\.\d+)?$/.test(v.trim()) ? v.trim() : undefined);
