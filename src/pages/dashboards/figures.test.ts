import { describe, expect, it } from 'vitest';
import { byLabel, byMonth, bySupplier, totals } from './figures';

const doc = (o: Partial<{ status: number; totalttc: string | null; solde: string; date: string; duedate: string | null; supplieruuid: string | null; suppliername: string; labeluuid: string | null }>) => ({
  status: 2, totalttc: '10.00', solde: '10.00', date: '2026-10-05', duedate: null, supplieruuid: 's1', suppliername: 'ACME', labeluuid: null, ...o,
});

describe('dashboard figures', () => {
  it('sums invoiced and left-to-pay amounts exactly, counting only validated or paid documents', () => {
    const t = totals([
      doc({ totalttc: '0.10', solde: '0.10' }), doc({ totalttc: '0.20', solde: '0.20', duedate: '2026-10-01' }),
      doc({ status: 4, totalttc: '5.00', solde: '0.00' }), doc({ status: 1, totalttc: '99.00', solde: '-1' }),
    ], '2026-11-22');
    expect(t).toEqual({ documents: 4, invoiced: '5.30', toPay: '0.30', overdue: 1, awaiting: 1 });
  });

  it('groups by month in order, by supplier largest first, and by label', () => {
    const docs = [doc({ date: '2026-11-02', totalttc: '1.00' }), doc({ date: '2026-10-30', totalttc: '2.00', supplieruuid: 's2', suppliername: 'BETA', labeluuid: 'l1' }), doc({ date: '2026-11-20', totalttc: '3.00' })];
    expect(byMonth(docs).map((b) => [b.key, b.amount])).toEqual([['2026-10', '2.00'], ['2026-11', '4.00']]);
    expect(bySupplier(docs).map((b) => [b.label, b.amount, b.count])).toEqual([['ACME', '4.00', 2], ['BETA', '2.00', 1]]);
    expect(byLabel(docs, (id) => (id === 'l1' ? 'Urgent' : undefined), 'No label').map((b) => [b.label, b.amount])).toEqual([['No label', '4.00'], ['Urgent', '2.00']]);
  });
});
