import {
  RETENTION_YEARS,
  companyUpdateSchema,
  joinItems,
  splitItems,
  type CompanyInfo,
  type CompanyUpdate,
} from '../../../domain/company/company.model';
import { formatRates, parseRates } from '../../../domain/currencies/exchangeRates';

/** The settings dialog's fields (spec §3); items are edited as a list. */
export interface CompanyForm {
  name: string;
  address: string;
  phone: string;
  contactmail: string;
  comptablemail: string;
  iban: string;
  bic: string;
  siren: string;
  items: string[];
  mailmanual: boolean;
  mailauto: boolean;
  emailtemplate: string;
  /** The reform platform's endpoint for the lifecycle messages ('' = none). */
  platformurl: string;
  /** Write-only: '' keeps the stored secret. */
  platformsecret: string;
  /** Years deleted documents are kept, as typed. */
  retentionyears: string;
  /** The company's exchange rates as typed, one "GBP 1.165" a line. */
  exchangerates: string;
  /** Four-eyes payments: who prepared a payment may not execute it. */
  paymentfoureyes: boolean;
}
export type CompanyFormErrors = Partial<Record<keyof CompanyForm, string>>;
/** The figures of those messages (an IBAN's expected length...), by field. */
export type CompanyFormErrorArgs = Partial<Record<keyof CompanyForm, Record<string, unknown>>>;

export const EMPTY_COMPANY_FORM: CompanyForm = {
  name: '',
  address: '',
  phone: '',
  contactmail: '',
  comptablemail: '',
  iban: '',
  bic: '',
  siren: '',
  items: [],
  mailmanual: false,
  mailauto: false,
  emailtemplate: '',
  platformurl: '',
  platformsecret: '',
  retentionyears: String(RETENTION_YEARS.default),
  exchangerates: '',
  paymentfoureyes: false,
};

export const toCompanyForm = (c: CompanyInfo): CompanyForm => ({
  name: c.name,
  address: c.address,
  phone: c.phone,
  contactmail: c.contactmail,
  comptablemail: c.comptablemail,
  iban: c.iban,
  bic: c.bic ?? '',
  siren: c.siren,
  items: splitItems(c.items),
  mailmanual: c.mailmanual,
  mailauto: c.mailauto,
  emailtemplate: c.emailtemplate,
  platformurl: c.platformurl ?? '',
  platformsecret: '',
  retentionyears: String(c.retentionyears ?? RETENTION_YEARS.default),
  exchangerates: formatRates(c.exchangerates ?? {}),
  paymentfoureyes: c.paymentfoureyes ?? false,
});

const EMAIL_FIELDS: readonly string[] = ['contactmail', 'comptablemail'];
/** Schema messages are i18n keys; any other message gets a generic key by field. */
const messageKey = (field: string, message: string) =>
  message.startsWith('error.') ? message : EMAIL_FIELDS.includes(field) ? 'error.invalidemail' : 'error.invalidvalue';

/**
 * Validates with the shared schema; items are joined with semicolons (blanks dropped).
 * Fields the dialog does not show (prompt, OCR flag) are kept from the company; an empty platform secret keeps
 * the stored one.
 */
export function validateCompanyForm(
  form: CompanyForm,
  keep: Pick<CompanyInfo, 'defaultdocumentprompt' | 'ocrActive'> | null = null,
):
  | { data: CompanyUpdate; errors?: undefined; args?: undefined }
  | { data?: undefined; errors: CompanyFormErrors; args: CompanyFormErrorArgs } {
  const rates = parseRates(form.exchangerates);
  const res = companyUpdateSchema.safeParse({
    ...form,
    // the lines as the stored rates; a line that is no rate is named below
    exchangerates: 'rates' in rates ? rates.rates : {},
    items: joinItems(form.items),
    // an empty secret keeps the stored one (the API never answers it)
    platformsecret: form.platformsecret || undefined,
    // a number, or what the schema refuses (blank is no number)
    retentionyears: form.retentionyears.trim() === '' ? Number.NaN : Number(form.retentionyears),
    ...(keep ? { defaultdocumentprompt: keep.defaultdocumentprompt, ocrActive: keep.ocrActive } : {}),
  });
  const errors: CompanyFormErrors = {};
  const args: CompanyFormErrorArgs = {};
  if ('error' in rates) {
    errors.exchangerates = 'error.exchangerate';
    args.exchangerates = { line: rates.error };
  }
  if (res.success && !errors.exchangerates) return { data: res.data };
  if (res.success) return { errors, args };
  for (const issue of res.error.issues) {
    const field = String(issue.path[0] ?? 'name') as keyof CompanyForm;
    if (errors[field]) continue;
    errors[field] = messageKey(field, issue.message);
    if (issue.code === 'custom' && issue.params) args[field] = issue.params;
  }
  return { errors, args };
}

/** Adds typed identifiers to the list: split on ; or , , trimmed, blanks and duplicates dropped. */
export const addItems = (items: readonly string[], typed: string) =>
  [
    ...items,
    ...typed
      .split(/[;,]/)
      .map((s) => s.trim())
      .filter(Boolean),
  ].filter((v, i, all) => all.indexOf(v) === i);
