/**
 * The shape of a scale data set, planned in memory before anything is written: suppliers, documents in
 * date order, the payments that settle them (oldest first, per supplier and company) and sent e-mails. A few
 * suppliers invoice in dollars or pounds (about 3 % of the documents): a supplier has one currency, so each
 * payment, of one supplier, is of one currency.
 * Pure and deterministic for a given seed; amounts are integer cents, dates are days before today.
 * Typed arrays keep a million documents in a few tens of megabytes.
 */

export interface ScaleSize {
  documents: number;
  suppliers: number;
  payments: number;
  emails: number;
  seed?: number;
}

const DAYS = 3 * 365 + 1;
/** A big supplier's balance statement (documents + payments) at full size, reached from 200,000 documents. */
const BIG_STATEMENT_LINES = 11_000;
const BIG_FROM_DOCUMENTS = 200_000;

/** mulberry32: small, fast, good enough for test data. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const between = (r: () => number, lo: number, hi: number) => lo + Math.floor(r() * (hi - lo + 1));

/** The currencies of the data set: SupplierPlan.currency indexes this. */
export const SCALE_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
/** About this share of the ordinary suppliers' documents is in a foreign currency (dollars and pounds by turns). */
export const FOREIGN_SHARE = 0.03;

export interface SupplierPlan {
  n: number;
  dueDays: Int16Array;
  paymentType: Uint8Array;
  /** Index in SCALE_CURRENCIES of the currency it invoices in. */
  currency: Uint8Array;
}

export interface DocumentPlan {
  n: number;
  supplier: Int32Array;
  branch: Uint8Array;
  /** Days before today of the invoice date. */
  day: Int16Array;
  /** Import time, ms since the epoch. */
  created: Float64Array;
  /** Number within the supplier's invoices (or credit notes). */
  seq: Int32Array;
  credit: Uint8Array;
  ht: Int32Array;
  tva: Int32Array;
  status: Uint8Array;
  /** Open balance in cents (meaningful for status 2-4 only; status 1 has no balance). */
  balance: Int32Array;
  /** Days before today of the last payment touching it, -1 when unpaid. */
  paid: Int16Array;
  label: Int8Array;
  /** Index of the document a duplicate copies, -1 for an original. */
  dupOf: Int32Array;
}

export interface PaymentPlan {
  n: number;
  supplier: Int32Array;
  branch: Uint8Array;
  day: Int16Array;
  /** Lines of payment i: lineDoc/lineAmount[lineStart[i] .. lineStart[i + 1]). */
  lineStart: Int32Array;
  lineDoc: Int32Array;
  lineAmount: Int32Array;
}

export interface EmailPlan {
  n: number;
  /** Payment notice to the supplier (payment index), or -1: documents sent to the accountant. */
  payment: Int32Array;
  branch: Uint8Array;
  created: Float64Array;
  docStart: Int32Array;
  docs: Int32Array;
}

export interface ScalePlan {
  suppliers: SupplierPlan;
  documents: DocumentPlan;
  payments: PaymentPlan;
  emails: EmailPlan;
}

const VAT_BPS = [2000, 2000, 2000, 2000, 2000, 2000, 2000, 2000, 1000, 550] as const;
/** Value added tax in cents, rounded half away from zero. */
const vatOf = (htCents: number, bps: number) =>
  Math.sign(htCents) * Math.floor((Math.abs(htCents) * bps + 5000) / 10000);

function planSuppliers(r: () => number, n: number, paymentTypes: number, seed: number): SupplierPlan {
  const dueDays = new Int16Array(n),
    paymentType = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    dueDays[s] = [30, 30, 45, 60][between(r, 0, 3)];
    paymentType[s] = r() < 0.6 ? 0 : between(r, 0, paymentTypes - 1);
  }
  return { n, dueDays, paymentType, currency: foreignSuppliers(n, seed) };
}

/**
 * The suppliers invoicing in dollars or pounds: small ones from the tail (each ordinary supplier s gets documents in
 * proportion to 1/sqrt(s), supplierPicker), picked until they hold about FOREIGN_SHARE of the ordinary documents.
 * Supplier 0 (the long statement) stays in euros. Its own random sequence: the rest of the plan is unchanged.
 */
function foreignSuppliers(n: number, seed: number): Uint8Array {
  const currency = new Uint8Array(n);
  const r = rng(seed ^ 0x5eedc0de);
  let total = 0;
  for (let s = 1; s < n; s++) total += 1 / Math.sqrt(s);
  let share = 0,
    picked = 0;
  for (let s = n - 1; s >= 1 && share < FOREIGN_SHARE * total; s--) {
    if (r() >= 0.3) continue;
    currency[s] = 1 + (picked++ % 2);
    share += 1 / Math.sqrt(s);
  }
  return currency;
}

/** Cumulative weights of the ordinary suppliers (1..n-1): a few big, a long tail of small ones. */
function supplierPicker(r: () => number, n: number): () => number {
  if (n === 1) return () => 0;
  const cum = new Float64Array(n - 1);
  let total = 0;
  for (let k = 0; k < n - 1; k++) cum[k] = total += 1 / Math.sqrt(k + 1);
  return () => {
    const x = r() * total;
    let lo = 0,
      hi = n - 2;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };
}

function allocDocuments(n: number): DocumentPlan {
  return {
    n,
    supplier: new Int32Array(n),
    branch: new Uint8Array(n),
    day: new Int16Array(n),
    created: new Float64Array(n),
    seq: new Int32Array(n),
    credit: new Uint8Array(n),
    ht: new Int32Array(n),
    tva: new Int32Array(n),
    status: new Uint8Array(n),
    balance: new Int32Array(n),
    paid: new Int16Array(n).fill(-1),
    label: new Int8Array(n).fill(-1),
    dupOf: new Int32Array(n).fill(-1),
  };
}

/** Originals in date order (oldest first), evenly over three years, then the duplicates. */
function planDocuments(r: () => number, size: ScaleSize, bigDocs: number, now: number, labels: number): DocumentPlan {
  const dups = size.documents >= 50 ? Math.max(1, Math.round(size.documents / 1000)) : 0;
  const originals = size.documents - dups;
  const d = allocDocuments(size.documents);
  const pick = supplierPicker(r, size.suppliers);
  const seqs = new Int32Array(size.suppliers * 2);
  const today = Math.floor(now / 86_400_000) * 86_400_000;
  let bigLeft = bigDocs;
  for (let i = 0; i < originals; i++) {
    const big = r() * (originals - i) < bigLeft;
    if (big) bigLeft--;
    const s = big ? 0 : pick();
    const day = Math.floor(((originals - 1 - i) * DAYS) / originals);
    const credit = r() < 0.03 ? 1 : 0;
    d.supplier[i] = s;
    d.branch[i] = !big && r() < 0.1 ? 1 : 0;
    d.day[i] = day;
    // imported zero to three days after its date, during office hours, never in the future
    d.created[i] = Math.min(
      now - 60_000,
      today - day * 86_400_000 + between(r, 0, 3) * 86_400_000 + between(r, 8 * 60, 18 * 60) * 60_000,
    );
    d.seq[i] = ++seqs[s * 2 + credit];
    d.credit[i] = credit;
    const ht = Math.round(Math.exp(Math.log(1000) + r() * Math.log(credit ? 200 : 2000)));
    d.ht[i] = credit ? -ht : ht;
    d.tva[i] = vatOf(d.ht[i], VAT_BPS[between(r, 0, VAT_BPS.length - 1)]);
    // recent documents often still wait for review (saved, no balance); the big supplier's are all validated
    const saved = !big && (day < 45 ? r() < 0.35 : r() < 0.005);
    d.status[i] = saved ? 1 : 2;
    d.balance[i] = d.ht[i] + d.tva[i];
    if (labels && r() < 0.02) d.label[i] = between(r, 0, labels - 1);
  }
  // the same invoice imported a second time (same supplier and number), waiting in review
  for (let i = originals; i < size.documents; i++) {
    let o = between(r, 0, originals - 1);
    while (d.supplier[o] === 0 && size.suppliers > 1) o = between(r, 0, originals - 1);
    for (const k of ['supplier', 'branch', 'day', 'seq', 'credit', 'ht', 'tva'] as const) d[k][i] = d[k][o];
    d.dupOf[i] = o;
    d.created[i] = Math.max(d.created[o] + 3_600_000, now - between(r, 1, 60) * 86_400_000);
    d.created[i] = Math.min(d.created[i], now - 60_000);
    d.status[i] = 1;
  }
  return d;
}

/** Payable (validated) documents grouped by supplier and company, each group in date order. */
function payableGroups(d: DocumentPlan, suppliers: number) {
  const key = (i: number) => d.supplier[i] * 2 + d.branch[i];
  const start = new Int32Array(suppliers * 2 + 1);
  for (let i = 0; i < d.n; i++) if (d.status[i] === 2 && d.dupOf[i] < 0) start[key(i) + 1]++;
  for (let g = 0; g < suppliers * 2; g++) start[g + 1] += start[g];
  const fill = start.slice(0, -1),
    docs = new Int32Array(start[suppliers * 2]);
  for (let i = 0; i < d.n; i++) if (d.status[i] === 2 && d.dupOf[i] < 0) docs[fill[key(i)]++] = i;
  return { start, docs };
}

/** How many payments each group gets: the big supplier its share, the rest in proportion to payable documents. */
function allocatePayments(start: Int32Array, total: number, bigPayments: number): Int32Array {
  const groups = start.length - 1;
  const alloc = new Int32Array(groups);
  alloc[0] = Math.min(bigPayments, start[1] - start[0]);
  const rest = start[groups] - start[1];
  const wanted = Math.min(total - alloc[0], rest);
  if (wanted <= 0) return alloc;
  const frac: Array<[number, number]> = [];
  let given = 0;
  for (let g = 1; g < groups; g++) {
    const q = (wanted * (start[g + 1] - start[g])) / rest;
    alloc[g] = Math.floor(q);
    given += alloc[g];
    if (q > alloc[g]) frac.push([q - alloc[g], g]);
  }
  frac.sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; k < wanted - given; k++) alloc[frac[k][1]]++;
  return alloc;
}

/**
 * Which payable documents of a group get paid: `wanted` of them, older ones far more likely (an overdue
 * invoice here and there, most recent ones still open), returned in date order.
 */
function chooseSettled(r: () => number, docs: Int32Array, d: DocumentPlan, wanted: number): Int32Array {
  if (wanted >= docs.length) return docs;
  const score = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) score[i] = d.day[docs[i]] + r() * DAYS;
  const order = Array.from(docs.keys())
    .sort((a, b) => score[b] - score[a])
    .slice(0, wanted)
    .sort((a, b) => a - b);
  return Int32Array.from(order, (i) => docs[i]);
}

/**
 * Each payment settles 1-5 documents of one group in date order; now and then the last one only in part
 * (the group's next payment pays the rest, or it stays partly paid). Sets the documents' balances,
 * statuses and payment days.
 */
function planPayments(
  r: () => number,
  d: DocumentPlan,
  suppliers: number,
  total: number,
  bigPayments: number,
): PaymentPlan {
  const { start, docs } = payableGroups(d, suppliers);
  const alloc = allocatePayments(start, total, bigPayments);
  let n = 0;
  for (const a of alloc) n += a;
  const p: PaymentPlan = {
    n,
    supplier: new Int32Array(n),
    branch: new Uint8Array(n),
    day: new Int16Array(n),
    lineStart: new Int32Array(n + 1),
    lineDoc: new Int32Array(n * 5),
    lineAmount: new Int32Array(n * 5),
  };
  let pi = 0,
    li = 0;
  for (let g = 0; g < alloc.length; g++) {
    const m = alloc[g],
      count = start[g + 1] - start[g];
    if (!m) continue;
    const ks = new Int32Array(m);
    let sum = 0;
    for (let i = 0; i < m; i++) sum += ks[i] = between(r, 1, g === 0 ? 4 : 5);
    for (let i = 0; sum > count; i = (i + 1) % m)
      if (ks[i] > 1) {
        ks[i]--;
        sum--;
      }
    const settled = chooseSettled(r, docs.subarray(start[g], start[g + 1]), d, sum);
    let j = 0,
      prevDay = DAYS;
    for (let i = 0; i < m; i++, pi++) {
      p.supplier[pi] = g >> 1;
      p.branch[pi] = g & 1;
      p.lineStart[pi] = li;
      let newest = DAYS;
      for (let t = 0; t < ks[i]; t++) {
        const doc = settled[j];
        newest = Math.min(newest, d.day[doc]);
        const partial = t === ks[i] - 1 && !d.credit[doc] && d.balance[doc] > 2000 && r() < 0.1;
        const amount = partial ? Math.round(d.balance[doc] * (0.3 + r() * 0.5)) : d.balance[doc];
        d.balance[doc] -= amount;
        p.lineDoc[li] = doc;
        p.lineAmount[li++] = amount;
        if (!partial || r() < 0.5) j++;
      }
      prevDay = p.day[pi] = Math.min(prevDay, Math.max(0, newest - between(r, 5, 40)));
      for (let l = p.lineStart[pi]; l < li; l++) d.paid[p.lineDoc[l]] = p.day[pi];
    }
  }
  p.lineStart[n] = li;
  for (let i = 0; i < d.n; i++) {
    if (d.status[i] !== 2 || d.paid[i] < 0) continue;
    d.status[i] = d.balance[i] === 0 ? 4 : 3;
  }
  return { ...p, lineDoc: p.lineDoc.slice(0, li), lineAmount: p.lineAmount.slice(0, li) };
}

/** Half payment notices to the supplier (the payment's documents), half documents sent to the accountant. */
function planEmails(
  r: () => number,
  n: number,
  d: DocumentPlan,
  p: PaymentPlan,
  now: number,
  paymentTime: (i: number) => number,
): EmailPlan {
  const e: EmailPlan = {
    n,
    payment: new Int32Array(n).fill(-1),
    branch: new Uint8Array(n),
    created: new Float64Array(n),
    docStart: new Int32Array(n + 1),
    docs: new Int32Array(n * 5),
  };
  let k = 0;
  for (let i = 0; i < n; i++) {
    e.docStart[i] = k;
    if (p.n && r() < 0.5) {
      const pay = between(r, 0, p.n - 1);
      e.payment[i] = pay;
      e.branch[i] = p.branch[pay];
      e.created[i] = Math.min(now - 60_000, paymentTime(pay) + 60_000);
      const seen = new Set<number>();
      for (let l = p.lineStart[pay]; l < p.lineStart[pay + 1] && seen.size < 5; l++) seen.add(p.lineDoc[l]);
      for (const doc of seen) e.docs[k++] = doc;
    } else if (d.n) {
      const first = between(r, 0, d.n - 1);
      e.branch[i] = d.branch[first];
      e.created[i] = Math.min(now - 60_000, d.created[first] + between(r, 10, 7 * 24 * 60) * 60_000);
      e.docs[k++] = first;
      // a few more documents of the same company, imported about the same time
      for (let extra = between(r, 0, 3); extra > 0; extra--) {
        const other = Math.min(d.n - 1, first + between(r, 1, 50));
        if (d.branch[other] === d.branch[first] && !e.docs.subarray(e.docStart[i], k).includes(other))
          e.docs[k++] = other;
      }
    }
  }
  e.docStart[n] = k;
  return { ...e, docs: e.docs.slice(0, k) };
}

/**
 * The whole data set. `now` in ms; `paymentTypes` and `labels` are how many the account has. Supplier 0
 * gets the long statement: its documents and payments, all in the master company, make its lines.
 */
export function planScale(size: ScaleSize, now: number, paymentTypes: number, labels: number): ScalePlan {
  if (size.documents > 0 && size.suppliers < 1) throw new Error('documents need at least one supplier');
  const r = rng(size.seed ?? 1);
  const target = Math.round(BIG_STATEMENT_LINES * Math.min(1, size.documents / BIG_FROM_DOCUMENTS));
  const bigPayments = Math.min(Math.round(target * 0.25), size.payments);
  const bigDocs = Math.min(target - bigPayments, size.documents);
  const suppliers = planSuppliers(r, size.suppliers, Math.max(1, paymentTypes), size.seed ?? 1);
  const documents = planDocuments(r, size, bigDocs, now, labels);
  const payments = planPayments(r, documents, size.suppliers, size.payments, bigPayments);
  const emails = planEmails(r, size.emails, documents, payments, now, (i) => paymentCreated(payments, i, now));
  return { suppliers, documents, payments, emails };
}

/** When a payment was recorded: its day, in the afternoon, never in the future. */
export const paymentCreated = (p: PaymentPlan, i: number, now: number) =>
  Math.min(
    now - 120_000,
    Math.floor(now / 86_400_000) * 86_400_000 - p.day[i] * 86_400_000 + 15 * 3_600_000 + (i % 3600) * 1000,
  );
