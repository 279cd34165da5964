/**
 * The core rules (BR-01..BR-65, BR-CL-*): the terms an invoice, its parties, lines, allowances, charges,
 * payment instructions and VAT breakdown must have.
 */
import { shownDate } from '../../../extraction/einvoiceXml';
import type { InvoiceModel, Line } from '../model';
import {
  type Args,
  type Rule,
  allowances,
  cents,
  charges,
  eachLine,
  eachLineAllowance,
  lineArg,
  required,
} from './helpers';

const TYPE_CODES = new Set(
  (
    '71 80 81 82 84 102 218 219 331 380 381 382 383 384 385 386 387 388 389 390 393 394 395 396 420 456 457 527 ' +
    '532 553 575 623 633 751 780 875 876 877 935 261 262 295 296 308 325 326'
  ).split(' '),
);
const VAT_CATEGORIES = new Set(['S', 'Z', 'E', 'AE', 'K', 'G', 'O', 'L', 'M']);
/** BT-81 codes of a credit transfer (BG-17): credit transfer, SEPA credit transfer. */
const CREDIT_TRANSFER = new Set(['30', '58']);

/** An end date before its start date (both given, as yyyy-MM-dd or yyyyMMdd). */
const endBeforeStart = (p: { start?: string; end?: string } | undefined) => {
  const start = shownDate(p?.start);
  const end = shownDate(p?.end);
  return start && end && end < start ? [{ expected: start, actual: end }] : [];
};
/** Per line, the lines where `fails` holds. */
const lines = (i: InvoiceModel, fails: (l: Line) => boolean, args: (l: Line) => Args = () => ({})) =>
  i.lines.flatMap((l, n) => (fails(l) ? [{ ...lineArg(l, n), ...args(l) }] : []));
const accountId = (m: InvoiceModel['paymentMeans'][number]) => m.payeeIban ?? m.payeeProprietaryId;

export const CORE_RULES: Rule[] = [
  required('BR-01', 'BT-24', (i) => i.specification),
  required('BR-02', 'BT-1', (i) => i.number),
  required('BR-03', 'BT-2', (i) => i.issueDate),
  required('BR-04', 'BT-3', (i) => i.typeCode),
  required('BR-05', 'BT-5', (i) => i.currency),
  required('BR-06', 'BT-27', (i) => i.seller.name),
  required('BR-07', 'BT-44', (i) => i.buyer.name),
  required('BR-08', 'BG-5', (i) => i.seller.hasAddress),
  required('BR-09', 'BT-40', (i) => i.seller.country),
  required('BR-10', 'BG-8', (i) => i.buyer.hasAddress),
  required('BR-11', 'BT-55', (i) => i.buyer.country),
  required('BR-12', 'BT-106', (i) => i.totals.lineNet),
  required('BR-13', 'BT-109', (i) => i.totals.taxExclusive),
  required('BR-14', 'BT-112', (i) => i.totals.taxInclusive),
  required('BR-15', 'BT-115', (i) => i.totals.payable),
  required('BR-16', 'BG-25', (i) => i.lines.length > 0),
  // a payee (BG-10) is named; the seller tax representative (BG-11) is named, has an address and its country
  { id: 'BR-17', kind: 'missing', term: 'BT-59', check: (i) => Boolean(i.payee && !i.payee.name) },
  {
    id: 'BR-18',
    kind: 'missing',
    term: 'BT-62',
    check: (i) => Boolean(i.taxRepresentative && !i.taxRepresentative.name),
  },
  {
    id: 'BR-19',
    kind: 'missing',
    term: 'BG-12',
    check: (i) => Boolean(i.taxRepresentative && !i.taxRepresentative.address),
  },
  {
    id: 'BR-20',
    kind: 'missing',
    term: 'BT-69',
    check: (i) => Boolean(i.taxRepresentative?.address && !i.taxRepresentative.address.country),
  },
  eachLine('BR-21', 'BT-126', (l) => l.id),
  eachLine('BR-22', 'BT-129', (l) => l.quantity),
  eachLine('BR-23', 'BT-130', (l) => l.unit),
  eachLine('BR-24', 'BT-131', (l) => l.net),
  eachLine('BR-25', 'BT-153', (l) => l.name),
  eachLine('BR-26', 'BT-146', (l) => l.price),
  {
    id: 'BR-27',
    kind: 'negative',
    term: 'BT-146',
    check: (i) =>
      lines(
        i,
        (l) => (cents(l.price) ?? 0n) < 0n,
        (l) => ({ actual: l.price! }),
      ),
  },
  {
    id: 'BR-28',
    kind: 'negative',
    term: 'BT-148',
    check: (i) =>
      lines(
        i,
        (l) => (cents(l.grossPrice) ?? 0n) < 0n,
        (l) => ({ actual: l.grossPrice! }),
      ),
  },
  // the invoicing period (BG-14) and a line's (BG-26) end on or after their start
  { id: 'BR-29', kind: 'period', term: 'BT-74', check: (i) => endBeforeStart(i.period) },
  {
    id: 'BR-30',
    kind: 'period',
    term: 'BT-135',
    check: (i) => i.lines.flatMap((l, n) => endBeforeStart(l.period).map((a) => ({ ...lineArg(l, n), ...a }))),
  },
  { id: 'BR-31', kind: 'missing', term: 'BT-92', check: (i) => allowances(i).some((a) => !a.amount) },
  { id: 'BR-32', kind: 'missing', term: 'BT-95', check: (i) => allowances(i).some((a) => !a.category) },
  { id: 'BR-33', kind: 'missing', term: 'BT-97', check: (i) => allowances(i).some((a) => !a.reason && !a.reasonCode) },
  { id: 'BR-36', kind: 'missing', term: 'BT-99', check: (i) => charges(i).some((a) => !a.amount) },
  { id: 'BR-37', kind: 'missing', term: 'BT-102', check: (i) => charges(i).some((a) => !a.category) },
  { id: 'BR-38', kind: 'missing', term: 'BT-104', check: (i) => charges(i).some((a) => !a.reason && !a.reasonCode) },
  // line allowances (BG-27) and charges (BG-28): an amount and a reason or reason code
  eachLineAllowance('BR-41', 'BT-136', false, (a) => a.amount),
  eachLineAllowance('BR-42', 'BT-139', false, (a) => a.reason || a.reasonCode),
  eachLineAllowance('BR-43', 'BT-141', true, (a) => a.amount),
  eachLineAllowance('BR-44', 'BT-144', true, (a) => a.reason || a.reasonCode),
  { id: 'BR-45', kind: 'missing', term: 'BT-116', check: (i) => i.vat.some((v) => !v.base) },
  { id: 'BR-46', kind: 'missing', term: 'BT-117', check: (i) => i.vat.some((v) => !v.amount) },
  { id: 'BR-47', kind: 'missing', term: 'BT-118', check: (i) => i.vat.some((v) => !v.category) },
  { id: 'BR-48', kind: 'missing', term: 'BT-119', check: (i) => i.vat.some((v) => v.category !== 'O' && !v.rate) },
  // payment instructions (BG-16): a means code; a credit transfer (30, 58) names the account paid to (BG-17)
  { id: 'BR-49', kind: 'missing', term: 'BT-81', check: (i) => i.paymentMeans.some((m) => !m.code) },
  {
    id: 'BR-50',
    kind: 'missing',
    term: 'BT-84',
    check: (i) =>
      i.paymentMeans.some((m) => CREDIT_TRANSFER.has(m.code ?? '') && (m.accountName || m.bic) && !accountId(m)),
  },
  {
    // at most the first 6 and last 4 digits of a card number (BT-87)
    id: 'BR-51',
    kind: 'card',
    term: 'BT-87',
    check: (i) => i.paymentMeans.some((m) => (m.cardNumber ?? '').length > 10),
  },
  { id: 'BR-52', kind: 'missing', term: 'BT-122', check: (i) => i.supportingDocuments.some((d) => !d) },
  {
    // a VAT accounting currency (BT-6) has its total VAT amount (BT-111)
    id: 'BR-53',
    kind: 'missing',
    term: 'BT-111',
    check: (i) => Boolean(i.taxCurrency && !i.taxTotalCurrencies.includes(i.taxCurrency)),
  },
  {
    id: 'BR-54',
    kind: 'missing',
    term: 'BT-160',
    check: (i) => lines(i, (l) => l.attributes.some((a) => !a.name || !a.value)),
  },
  { id: 'BR-55', kind: 'missing', term: 'BT-25', check: (i) => i.precedingInvoices.some((r) => !r) },
  {
    id: 'BR-56',
    kind: 'missing',
    term: 'BT-63',
    check: (i) => Boolean(i.taxRepresentative && !i.taxRepresentative.vatId),
  },
  {
    id: 'BR-57',
    kind: 'missing',
    term: 'BT-80',
    check: (i) => Boolean(i.delivery?.hasAddress && !i.delivery.country),
  },
  {
    id: 'BR-61',
    kind: 'missing',
    term: 'BT-84',
    check: (i) => i.paymentMeans.some((m) => CREDIT_TRANSFER.has(m.code ?? '') && !accountId(m)),
  },
  // identifiers that need their scheme: electronic addresses, item standard and classification identifiers
  {
    id: 'BR-62',
    kind: 'scheme',
    term: 'BT-34',
    check: (i) => Boolean(i.seller.electronicAddress && !i.seller.electronicAddress.scheme),
  },
  {
    id: 'BR-63',
    kind: 'scheme',
    term: 'BT-49',
    check: (i) => Boolean(i.buyer.electronicAddress && !i.buyer.electronicAddress.scheme),
  },
  {
    id: 'BR-64',
    kind: 'scheme',
    term: 'BT-157',
    check: (i) => lines(i, (l) => Boolean(l.standardId && !l.standardId.scheme)),
  },
  {
    id: 'BR-65',
    kind: 'scheme',
    term: 'BT-158',
    check: (i) => lines(i, (l) => l.classifications.some((c) => !c.scheme)),
  },
  {
    id: 'BR-CL-01',
    kind: 'code',
    term: 'BT-3',
    check: (i) => (i.typeCode && !TYPE_CODES.has(i.typeCode) ? [{ actual: i.typeCode }] : []),
  },
  {
    id: 'BR-CL-17',
    kind: 'code',
    term: 'BT-118',
    check: (i) =>
      i.vat.filter((v) => v.category && !VAT_CATEGORIES.has(v.category)).map((v) => ({ actual: v.category! })),
  },
];
