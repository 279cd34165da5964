import { TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { intlLocale } from '../../domain/locales';

type Part = 'day' | 'month' | 'year';

/** The order and separator of a numeric date in a language (fr 24/11/2026, de 24.11.2026, en 11/24/2026, cn 2026/11/24). */
export function datePattern(tag: string): { order: Part[]; separator: string } {
  const parts = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(Date.UTC(2026, 10, 24)));
  const order = parts.map((p) => p.type).filter((t): t is Part => t === 'day' || t === 'month' || t === 'year');
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return order.length === 3 ? { order, separator } : { order: ['year', 'month', 'day'], separator: '-' };
}

export function formatLocalDay(iso: string, pattern: ReturnType<typeof datePattern>): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return '';
  const value = { year: m[1], month: m[2], day: m[3] };
  return pattern.order.map((p) => value[p]).join(pattern.separator);
}

/** The day typed in the language's order (any separator), as yyyy-mm-dd; undefined when it is no real day. */
export function parseLocalDay(text: string, pattern: ReturnType<typeof datePattern>): string | undefined {
  const numbers = text
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  if (numbers.length !== 3) return undefined;
  const v = Object.fromEntries(pattern.order.map((p, i) => [p, Number(numbers[i])])) as Record<Part, number>;
  if (v.year < 1900 || v.year > 2999) return undefined;
  const d = new Date(Date.UTC(v.year, v.month - 1, v.day));
  if (d.getUTCFullYear() !== v.year || d.getUTCMonth() !== v.month - 1 || d.getUTCDate() !== v.day) return undefined;
  return d.toISOString().slice(0, 10);
}

interface Props {
  label: string;
  /** yyyy-mm-dd, or '' for none. */
  value: string;
  /** The day chosen ('' when emptied), or undefined while the text is no day. */
  onChange: (day: string | undefined) => void;
  error?: string;
}

/** A day typed in the interface language's own order (24/11/2026 in French, 11/24/2026 in English). */
export function LocalDateField({ label, value, onChange, error }: Props) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const pattern = useMemo(() => datePattern(intlLocale(locale)), [locale]);
  const [text, setText] = useState(() => formatLocalDay(value, pattern));
  const [invalid, setInvalid] = useState(false);
  // what this field last said (an invalid text says ''): any other value comes from outside
  const said = useRef(value);
  const shownPattern = useRef(pattern);
  useEffect(() => {
    if (value === said.current && pattern === shownPattern.current) return;
    said.current = value;
    shownPattern.current = pattern;
    setText(formatLocalDay(value, pattern));
    setInvalid(false);
  }, [value, pattern]);
  const placeholder = pattern.order.map((p) => translate(`exports.dateParts.${p}`)).join(pattern.separator);
  const change = (next: string) => {
    setText(next);
    const day = next.trim() ? parseLocalDay(next, pattern) : '';
    said.current = day ?? '';
    setInvalid(day === undefined);
    onChange(day);
  };
  return (
    <TextField
      label={label}
      value={text}
      onChange={(e) => change(e.target.value)}
      size="small"
      fullWidth
      placeholder={placeholder}
      error={invalid || Boolean(error)}
      helperText={invalid ? translate('exports.badDate', { format: placeholder }) : error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', 'aria-description': placeholder } }}
    />
  );
}
