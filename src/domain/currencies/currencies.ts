/**
 * ISO 4217: the currencies a document, a payment or an exchange rate may name (the active codes, the one list
 * of the app). Extraction, the review's picker and the server's checks all read it here.
 */
import { z } from 'zod';

const ISO_4217 = `
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD
CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD
GNF GTQ GYD HKD HNL HTG HUF IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT
LAK LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR
NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP
STN SVC SYP SZL THB TJS TMT TND TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF
XPF YER ZAR ZMW ZWL`;

export const CURRENCY_CODES: readonly string[] = ISO_4217.split(/\s+/).filter(Boolean);
export type CurrencyCode = string;

/** The currency of every document before anything else is known, and the one SEPA carries. */
export const DEFAULT_CURRENCY: CurrencyCode = 'EUR';

const KNOWN = new Set<string>(CURRENCY_CODES);
export const isCurrency = (v: unknown): v is CurrencyCode => typeof v === 'string' && KNOWN.has(v);

/** A currency as typed (any case, spaces around): an ISO 4217 code, else `error.currency`. */
export const currencySchema = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrency, 'error.currency');
