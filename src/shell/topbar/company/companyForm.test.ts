import { describe, expect, it } from 'vitest';
import type { CompanyInfo } from '../../../domain/company/company.model';
import { addItems, EMPTY_COMPANY_FORM, toCompanyForm, validateCompanyForm } from './companyForm';

const company: CompanyInfo = {
  uuid: 'c1',
  platformurl: '',
  platformsecretset: false,
  name: 'Acme',
  phone: '01',
  address: '1 rue',
  contactmail: 'a@acme.fr',
  mailmanual: true,
  mailauto: false,
  emailtemplate: '<p>Hello</p>',
  comptablemail: '',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: '',
  siren: '123',
  items: 'FR123; ;acme.fr;',
  defaultdocumentprompt: 'prompt',
  ocrActive: true,
  retentionyears: 10,
  exchangerates: { GBP: '1.165' },
  paymentfoureyes: false,
  branches: [],
  master: true,
  masterUUID: 'c1',
};

describe('company settings form', () => {
  it('shows the exchange rates one a line, sends them as stored, and names a line that is no rate', () => {
    expect(toCompanyForm(company).exchangerates).toBe('GBP 1.165');
    const ok = validateCompanyForm({ ...toCompanyForm(company), exchangerates: 'GBP 1,17\nusd 0.92' }, company);
    expect(ok.data?.exchangerates).toEqual({ GBP: '1.17', USD: '0.92' });
    const bad = validateCompanyForm({ ...toCompanyForm(company), exchangerates: 'GBP 1.17\nEUR 1' }, company);
    expect(bad.errors?.exchangerates).toBe('error.exchangerate');
    expect(bad.args?.exchangerates).toEqual({ line: 'EUR 1' });
  });
  it('reads items as a list, blanks dropped', () => {
    expect(toCompanyForm(company).items).toEqual(['FR123', 'acme.fr']);
  });
  it('sends items joined by semicolons and keeps the hidden fields', () => {
    const res = validateCompanyForm({ ...toCompanyForm(company), items: ['FR123', ' ', 'acme.fr'] }, company);
    expect(res.data?.items).toBe('FR123;acme.fr');
    expect(res.data?.defaultdocumentprompt).toBe('prompt');
    expect(res.data?.ocrActive).toBe(true);
  });
  it('sends the platform endpoint, keeps the stored secret when none is typed, and refuses plain HTTP off loopback', () => {
    const form = {
      ...toCompanyForm({ ...company, platformurl: 'https://pa.example.fr/cdar', platformsecretset: true }),
    };
    expect(form.platformsecret).toBe('');
    const kept = validateCompanyForm(form, company);
    expect(kept.data?.platformurl).toBe('https://pa.example.fr/cdar');
    expect(kept.data).not.toHaveProperty('platformsecret', '');
    expect(kept.data?.platformsecret).toBeUndefined();
    expect(validateCompanyForm({ ...form, platformsecret: 'platform-secret-0123' }, company).data?.platformsecret).toBe(
      'platform-secret-0123',
    );
    expect(validateCompanyForm({ ...form, platformsecret: 'short' }, company).errors?.platformsecret).toBe(
      'error.endpoint.secret',
    );
    expect(validateCompanyForm({ ...form, platformurl: 'http://pa.example.fr/' }, company).errors?.platformurl).toBe(
      'error.endpoint.https',
    );
  });
  it('flags an empty name with error.numberrequired', () => {
    expect(validateCompanyForm({ ...toCompanyForm(company), name: '   ' }).errors?.name).toBe('error.numberrequired');
  });
  it('requires identifiers and an e-mail template', () => {
    const errors = validateCompanyForm({ ...EMPTY_COMPANY_FORM, name: 'X', emailtemplate: '<p> </p>' }).errors;
    expect(errors?.items).toBe('error.itemsrequired');
    expect(errors?.emailtemplate).toBe('error.emailtemplaterequired');
  });
  it('gives e-mail fields a translated message', () => {
    expect(validateCompanyForm({ ...toCompanyForm(company), contactmail: 'nope' }).errors?.contactmail).toBe(
      'error.invalidemail',
    );
  });
  it('stores the IBAN and BIC without spaces, upper-case', () => {
    const res = validateCompanyForm({
      ...toCompanyForm(company),
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      bic: 'bnpa fr pp',
    });
    expect(res.data).toMatchObject({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' });
  });
  it('refuses FR76 1234 with the length a French IBAN has, and a BIC of another country than the IBAN', () => {
    const short = validateCompanyForm({ ...toCompanyForm(company), iban: 'FR76 1234' });
    expect(short.errors?.iban).toBe('error.ibanlength');
    expect(short.args?.iban).toEqual({ country: 'FR', expected: 27, actual: 8 });
    const other = validateCompanyForm({ ...toCompanyForm(company), bic: 'DEUTDEFF' });
    expect(other.errors?.bic).toBe('error.bicmismatch');
    expect(validateCompanyForm({ ...toCompanyForm(company), bic: 'BNPAXQPP' }).errors?.bic).toBe('error.biccountry');
  });
  it('adds typed identifiers', () => {
    expect(addItems(['A'], ' B; C ,A,, ')).toEqual(['A', 'B', 'C']);
  });

  it('keeps deleted documents a whole number of years, 6 to 50, and refuses anything else', () => {
    expect(toCompanyForm(company).retentionyears).toBe('10');
    const form = toCompanyForm(company);
    expect(validateCompanyForm({ ...form, retentionyears: '7' }).data?.retentionyears).toBe(7);
    for (const bad of ['', '5', '51', '6.5', 'ten'])
      expect(validateCompanyForm({ ...form, retentionyears: bad }).errors?.retentionyears, bad).toBe(
        'error.retentionyears',
      );
  });
});
