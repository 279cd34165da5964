import { describe, expect, it } from 'vitest';
import { applyPayment, hasOpenBalance, paymentInputSchema, restorePayment, wireBalance } from './payment.model';

describe('payment balance rules (spec §4)', () => {
  it('pays an invoice fully or partly, in exact cents', () => {
    expect(applyPayment('120.00', '120.00')).toEqual({ balance: '0.00', status: 4 });
    expect(applyPayment('120.00', '0.10')).toEqual({ balance: '119.90', status: 3 });
    expect(applyPayment('0.30', '0.10')).toEqual({ balance: '0.20', status: 3 });
  });

  it('never pays more than the balance, nor with the wrong sign, nor a settled document', () => {
    expect(applyPayment('120.00', '120.01')).toEqual({ error: 'error.payment.overpaid' });
    expect(applyPayment('120.00', '-5.00')).toEqual({ error: 'error.payment.sign' });
    expect(applyPayment('0.00', '1.00')).toEqual({ error: 'error.payment.notpayable' });
  });

  it('settles a credit note with negative amounts', () => {
    expect(applyPayment('-40.00', '-40.00')).toEqual({ balance: '0.00', status: 4 });
    expect(applyPayment('-40.00', '-10.00')).toEqual({ balance: '-30.00', status: 3 });
    expect(applyPayment('-40.00', '-40.01')).toEqual({ error: 'error.payment.overpaid' });
  });

  it('knows a balance not yet opened (null) from one settled (0) or open, a credit note of 1.00 included', () => {
    expect([
      hasOpenBalance(null),
      hasOpenBalance('0.00'),
      hasOpenBalance('0.01'),
      hasOpenBalance('-40.00'),
      hasOpenBalance('-1.00'),
    ]).toEqual([false, false, true, true, true]);
  });

  it('says -1 on the wire for a balance not yet opened, the balance itself otherwise', () => {
    expect([wireBalance(null), wireBalance('0.00'), wireBalance('-1.00')]).toEqual(['-1.00', '0.00', '-1.00']);
  });

  it('restores the balance: validated again when nothing stays paid', () => {
    expect(restorePayment('0.00', '120.00', '120.00')).toEqual({ balance: '120.00', status: 2 });
    expect(restorePayment('0.00', '20.00', '120.00')).toEqual({ balance: '20.00', status: 3 });
  });
});

describe('payment input', () => {
  const line = { invoiceuuid: '0b6d3a4e-6f1c-4d7e-9a55-3f0c2b1a9e01', amount: '10,5' };
  it('normalises amounts to 2 decimals and defaults to Done', () => {
    const p = paymentInputSchema.parse({ paymentdate: '2026-11-20', invoices: [line] });
    expect(p.invoices[0].amount).toBe('10.50');
    expect(p.paymentstatus).toBe(1);
  });

  it('refuses zero amounts, the same invoice twice, and a mail without recipients', () => {
    expect(
      paymentInputSchema.safeParse({ paymentdate: '2026-11-20', invoices: [{ ...line, amount: 0 }] }).success,
    ).toBe(false);
    expect(paymentInputSchema.safeParse({ paymentdate: '2026-11-20', invoices: [line, line] }).success).toBe(false);
    const r = paymentInputSchema.safeParse({ paymentdate: '2026-11-20', invoices: [line], sendMail: true });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].path).toEqual(['recipients']);
  });
});
