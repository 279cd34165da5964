import { describe, expect, it } from 'vitest';
import { aKeyword } from '../testing/fixtures';
import { badDayLabels, rebaseForm, withBadDay } from './reviewEdits';
import { isDirty, type ReviewForm } from './reviewForm';

const read: ReviewForm = {
  id: 'F-1',
  date: '2026-01-02',
  supplieruuid: null,
  suppliername: '',
  documentgroupuuid: 'g',
  origintype: 'o',
  labeluuid: null,
  paymenttype: null,
  paymentdate: '',
  vatlines: [],
  currency: 'EUR',
  values: { ht: '100.00', ttc: '120.00', due: '2026-02-01' },
};

describe('the unsaved edits over a new read of the record', () => {
  it('keeps every field the user changed, takes the server’s value for the others', () => {
    const typed = { ...read, id: 'F-1-bis', date: '2026-01-03', values: { ...read.values, ttc: '121,00', due: '' } };
    // the source was created and linked on the server: the fresh read names it
    const fresh = { ...read, supplieruuid: 's1', suppliername: 'Atelier Moreau SARL' };
    const merged = rebaseForm(typed, read, fresh);
    expect(merged).toEqual({
      ...fresh,
      id: 'F-1-bis',
      date: '2026-01-03',
      values: { ht: '100.00', ttc: '121,00', due: '' },
    });
    expect(isDirty(merged, fresh)).toBe(true);
  });

  it('keeps a field added to the form without being told about it', () => {
    const withCurrency = { ...read, currency: 'EUR' } as ReviewForm;
    const typed = { ...withCurrency, currency: 'CHF' } as ReviewForm;
    expect(rebaseForm(typed, withCurrency, { ...withCurrency, id: 'F-2' } as ReviewForm)).toMatchObject({
      id: 'F-2',
      currency: 'CHF',
    });
  });

  it('keeps the values typed for a group the user chose', () => {
    const typed = { ...read, documentgroupuuid: 'g2', values: { other: 'x' } };
    expect(rebaseForm(typed, read, { ...read, values: { ht: '90.00' } }).values).toEqual({ other: 'x' });
  });

  it('takes the stored values once saved: measured against what was sent, only later typing stays', () => {
    const sent = { ...read, values: { ...read.values, ttc: '1 200,00' } };
    const typedWhileSaving = { ...sent, id: 'F-9' };
    const stored = { ...read, values: { ...read.values, ttc: '1200.00' } };
    const merged = rebaseForm(typedWhileSaving, sent, stored);
    expect(merged).toEqual({ ...stored, id: 'F-9' });
    expect(rebaseForm(sent, sent, stored)).toEqual(stored);
  });
});

describe('days typed that are no real day', () => {
  it('are marked and cleared by field', () => {
    const one = withBadDay(new Set(), 'date', true);
    expect([...one]).toEqual(['date']);
    expect(withBadDay(one, 'date', true)).toBe(one);
    expect([...withBadDay(one, 'date', false)]).toEqual([]);
  });
  it('are named in the refusal by their labels', () => {
    const due = { ...aKeyword('due', 'DUE_DATE', 'DATE'), label: 'Due date' };
    const t = (k: string) => (k === 'documents.fields.date' ? 'Date' : k);
    expect(badDayLabels(new Set(['date', 'due']), [due], t)).toBe('Date, Due date');
    expect(badDayLabels(new Set(), [due], t)).toBeUndefined();
  });
});
