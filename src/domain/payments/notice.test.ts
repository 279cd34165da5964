import { describe, expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEMPLATE } from '../suppliers/constants';
import { companyLocale, composePaymentNotice, letterDay, letterMoney } from './notice';

const invoices = [
  { number: 'F-2026-001', amount: '1000.50' },
  { number: 'F-2026-002', amount: '234.06' },
];
/** Intl writes French amounts with no-break spaces: compare with plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the payment notice (one function for the pay dialog and the automatic notice)', () => {
  it("writes a French company's notice in French: day as 23/11/2026, amount as 1 234,56 €, prefilled recipient and subject", () => {
    const n = composePaymentNotice({
      company: { name: 'Groupe Delacroix', iban: 'FR76 3000 6000 0112 3456 7890 189' },
      supplier: {
        email: 'Compta@Fournisseur.example',
        emailtemplate: DEFAULT_EMAIL_TEMPLATE,
        includeattachments: false,
      },
      invoices,
      paymentdate: '2026-11-23',
    });
    expect(n.locale).toBe('fr');
    expect(n.recipients).toEqual(['compta@fournisseur.example']);
    expect(n.subject).toBe('Règlement des factures F-2026-001, F-2026-002 — Groupe Delacroix');
    expect(plain(n.content)).toContain(
      'règlement des factures F-2026-001, F-2026-002 pour un montant total de 1 234,56 €, effectué le 23/11/2026.',
    );
    expect(n.content).not.toMatch(/Nov|2026-11-23/);
    expect(n.content.endsWith('Groupe Delacroix')).toBe(true);
    expect(n.attach).toBe(false);
  });

  it('says a payment in progress (a transfer sent to the bank) was ordered, never made; made once Done', () => {
    const base = {
      supplier: { email: 'a@b.example', emailtemplate: DEFAULT_EMAIL_TEMPLATE },
      invoices,
      paymentdate: '2026-11-23',
    };
    const fr = composePaymentNotice({
      ...base,
      company: { name: 'G', iban: 'FR7630006000011234567890189' },
      status: 0,
    });
    expect(fr.content).toContain('Nous avons ordonné le 23/11/2026');
    expect(fr.content).toContain('transmis à notre banque');
    expect(fr.content).not.toContain('effectué');
    const en = composePaymentNotice({ ...base, company: { name: 'G', iban: 'GB33BUKB20201555555555' }, status: 0 });
    expect(en.content).toContain('we ordered the payment');
    expect(en.content).not.toContain('made on');
    const done = composePaymentNotice({ ...base, company: { name: 'G', iban: 'GB33BUKB20201555555555' }, status: 1 });
    expect(done.content).toContain('made on 23/11/2026');
    const gbp = composePaymentNotice({
      ...base,
      company: { name: 'G', iban: 'GB33BUKB20201555555555' },
      currency: 'GBP',
    });
    expect(gbp.content).toContain('£1,234.56');
  });

  it("writes an English company's notice in English, and keeps a supplier's own template", () => {
    const company = { name: 'Delacroix Ltd', iban: 'GB82WEST12345698765432' };
    const n = composePaymentNotice({
      company,
      supplier: { email: 'ap@supplier.example' },
      invoices,
      paymentdate: '2026-11-23',
    });
    expect(n.locale).toBe('en');
    expect(n.subject).toBe('Payment of invoices F-2026-001, F-2026-002 — Delacroix Ltd');
    expect(n.content).toContain('for a total amount of €1,234.56, made on 23/11/2026.');
    expect(n.attach).toBe(true);
    const own = composePaymentNotice({
      company,
      supplier: { emailtemplate: 'Paid {invoices}: {total} on {date} by {company}' },
      invoices: [invoices[0]],
      paymentdate: '2026-01-05',
    });
    expect(own.content).toBe('Paid F-2026-001: €1,000.50 on 05/01/2026 by Delacroix Ltd');
    expect(own.recipients).toEqual([]);
  });

  it("finds the company's language from its bank account, French when nothing tells", () => {
    expect(companyLocale({ name: 'x', iban: 'DE89370400440532013000' })).toBe('de');
    expect(companyLocale({ name: 'x', iban: 'be71 0961 2345 6769' })).toBe('fr');
    expect(companyLocale({ name: 'x', iban: '' })).toBe('fr');
    expect(letterDay('2026-11-23', 'de')).toBe('23.11.2026');
    expect(letterDay('2026-11-23', 'cn')).toBe('2026/11/23');
    expect(plain(letterMoney('-0.1', 'fr'))).toBe('-0,10 €');
    expect(letterMoney('12345678901.23', 'en')).toBe('€12,345,678,901.23');
  });
});
