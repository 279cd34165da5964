/**
 * The parsed XML tree of an e-invoice and the few helpers that walk it: elements by local name (namespaces
 * dropped), attributes as `@_name`, values as trimmed text (an empty one is absent).
 */
import { XMLParser } from 'fast-xml-parser';

/** An element of the parsed tree: its children by local name, its attributes as `@_name`, its text as `#text`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
});

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** Every child element of that name. */
export const children = (n: unknown, name: string): XmlNode[] =>
  n && typeof n === 'object' ? asList((n as XmlNode)[name] as XmlNode | XmlNode[]) : [];

/** The first child element of that name. */
export const child = (n: unknown, name: string): XmlNode | undefined => children(n, name)[0];

/** The element down a path of names, the first at each step. */
export const node = (n: unknown, ...names: string[]): XmlNode | undefined =>
  names.reduce<XmlNode | undefined>((acc, k) => child(acc, k), n as XmlNode);

/** The text of an element (or of a value), trimmed; undefined when absent or empty. */
export const text = (n: unknown): string | undefined => {
  if (n === undefined || n === null) return undefined;
  if (typeof n === 'string' || typeof n === 'number') return String(n).trim() || undefined;
  if (typeof n === 'object') return text((n as XmlNode)['#text']);
  return undefined;
};

/** The text of the element down a path of names. */
export const at = (n: unknown, ...names: string[]): string | undefined => text(node(n, ...names));

/** An attribute's value (`schemeID`, `currencyID`, `unitCode`...). */
export const attr = (n: unknown, name: string): string | undefined =>
  n && typeof n === 'object' ? text((n as XmlNode)[`@_${name}`]) : undefined;

/** An identifier's value and its @schemeID. */
export const schemedId = (n: XmlNode | undefined) => ({ value: text(n), scheme: attr(n, 'schemeID') });

/** The values present, in order. */
export const present = (values: (string | undefined)[]): string[] => values.filter((v): v is string => !!v);

/** Of an amount repeated per currency, the one in the invoice currency (or without one), else the first. */
export const inCurrency = (amounts: (XmlNode | undefined)[], currency: string | undefined): XmlNode | undefined =>
  amounts.find((a) => !attr(a, 'currencyID') || attr(a, 'currencyID') === currency) ?? amounts[0];

/** The root elements of an e-invoice: CII 2.x, ZUGFeRD 1.0, UBL invoice and credit note. */
const EINVOICE_ROOTS = ['CrossIndustryInvoice', 'CrossIndustryDocument', 'Invoice', 'CreditNote'] as const;

export const isEInvoiceRoot = (name: string | undefined) =>
  !!name && (EINVOICE_ROOTS as readonly string[]).includes(name);

/** Root element local name of an XML document, without parsing it all. */
export function xmlRootName(xml: string): string | undefined {
  const body = xml
    .replace(/^\uFEFF/, '')
    .replace(/<\?[\s\S]*?\?>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!DOCTYPE[^>]*>/gi, '');
  const m = /^\s*<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s>/]/.exec(body);
  return m?.[2];
}

/** The root element of an e-invoice XML and its name; null when the XML is no e-invoice. Throws on malformed XML. */
export function eInvoiceRoot(xml: string | Uint8Array): { root: XmlNode; rootName: string } | null {
  const s = typeof xml === 'string' ? xml : new TextDecoder('utf-8').decode(xml);
  const rootName = xmlRootName(s);
  if (!rootName || !isEInvoiceRoot(rootName)) return null;
  const root = child(parser.parse(s) as XmlNode, rootName);
  return root ? { root, rootName } : null;
}
