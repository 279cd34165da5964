import { useMemo } from 'react';
import { STATUS_NAMES } from '../../../domain/documents/rules';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatDay, formatDecimal, formatMoment } from '../../../i18n/format';
import { intlLocale } from '../../../domain/locales';
import type { AuditEntry } from './auditApi';

const AMOUNTS = new Set(['totalttc', 'totalht', 'totaltva', 'amount', 'paid', 'remaining']);
const DAYS = new Set(['date', 'duedate', 'paymentdate']);
const LONGEST = 80;
/** What a reader looks for first (the money, who, which invoice, when); other fields follow, the raw values last. */
const FIRST = [
  'status',
  'totalttc',
  'totalht',
  'totaltva',
  'currency',
  'suppliername',
  'id',
  'date',
  'duedate',
  'iban',
  'bic',
  'amount',
  'approval',
  'step',
  'comment',
];
const LAST = ['vatlines', 'data'];
const rank = (f: string) => {
  const first = FIRST.indexOf(f);
  if (first >= 0) return first;
  return LAST.includes(f) ? FIRST.length + 1 + LAST.indexOf(f) : FIRST.length;
};

type Value = { keyworduuid?: string; uuid?: string; value?: unknown };
const valueKey = (v: Value) => v.keyworduuid ?? v.uuid ?? '';
/** How many of a document's values (one per keyword) differ between two states: added, removed or changed. */
export function changedValues(before: Value[], after: Value[]) {
  const was = new Map(before.map((v) => [valueKey(v), JSON.stringify(v.value ?? null)]));
  const is = new Map(after.map((v) => [valueKey(v), JSON.stringify(v.value ?? null)]));
  const keys = new Set([...was.keys(), ...is.keys()]);
  return [...keys].filter((k) => was.get(k) !== is.get(k)).length;
}

/**
 * An entry's changes in reading order, without what repeats another: the day a document counts on (its date)
 * and the source's id beside its name.
 */
export function orderedChanges(changes: AuditEntry['changes']) {
  const all = Object.entries(changes ?? {});
  const has = (f: string) => all.some(([k]) => k === f);
  return all
    .filter(([k]) => !(k === 'day' && has('date')) && !(k === 'supplieruuid' && has('suppliername')))
    .sort(([a], [b]) => rank(a) - rank(b));
}

/** The audit trail in words: record types, actions, field names and values in the user's language. */
export function useAuditText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const known = (key: string, fallback: string) => translate(key, { _: fallback });
    const field = (f: string) => known(`audit.field.${f}`, f);
    const value = (f: string, v: unknown): string => {
      if (v === null || v === undefined || v === '') return translate('audit.empty');
      if (typeof v === 'boolean') return translate(v ? 'documents.common.yes' : 'documents.common.no');
      if (f === 'status' && typeof v === 'number' && STATUS_NAMES[v])
        return translate(`documents.status.${STATUS_NAMES[v]}`);
      if (f === 'approval' && typeof v === 'string') return known(`audit.approvalState.${v}`, v);
      if (f === 'step' && typeof v === 'number') return String(v + 1);
      if (AMOUNTS.has(f)) return formatDecimal(v, tag);
      if (DAYS.has(f) && typeof v === 'string') return formatDay(v, tag);
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
    };
    return {
      entity: (e: string) => known(`audit.entity.${e}`, e),
      action: (a: string) => known(`audit.action.${a}`, a),
      field,
      value,
      /** "Total incl. VAT: 100.00 → 120.00", one per changed field. */
      changes: (e: AuditEntry) =>
        orderedChanges(e.changes).map(([k, c]) => ({
          key: k,
          text:
            k === 'data' && Array.isArray(c.before) && Array.isArray(c.after)
              ? `${field(k)}: ${translate('audit.values_changed', { smart_count: changedValues(c.before, c.after) })}`
              : `${field(k)}: ${value(k, c.before)} → ${value(k, c.after)}`,
        })),
      who: (e: AuditEntry) => (!e.userId && e.userName === 'system' ? translate('audit.system') : e.userName || '—'),
      moment: (at: string) => formatMoment(at, tag),
    };
  }, [translate, locale]);
}
