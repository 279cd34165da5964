import { z } from 'zod';
import { bankPairIssues, normalizeBankCode } from '../bankDetails/bankAccount';
import { endpointUrlProblem } from '../lifecycle/endpointUrl';
import { exchangeRatesSchema } from '../currencies/exchangeRates';

/** A branch as the spec's Branch shape (also used for the master, with master = true). */
export const branchSchema = z.object({
  uuid: z.string(),
  companyName: z.string(),
  companyAddress: z.string(),
  companyUUID: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  admin: z.boolean(),
  master: z.boolean(),
});
export type Branch = z.infer<typeof branchSchema>;
/** A branch's name in lists and pickers; the master's says so in the reader's language ("… (Master company)"). */
export const branchDisplayName = (b: Pick<Branch, 'companyName' | 'master'>, translate: (key: string) => string) =>
  b.master ? `${b.companyName} (${translate('dashboard.company.master')})` : b.companyName;

/** GET /companies/companyInfo */
export const companyInfoSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  phone: z.string(),
  address: z.string(),
  contactmail: z.string(),
  mailmanual: z.boolean(),
  mailauto: z.boolean(),
  emailtemplate: z.string(),
  comptablemail: z.string(),
  iban: z.string(),
  /** The bank's BIC of that IBAN (optional). */
  bic: z.string(),
  siren: z.string(),
  /** Identifiers joined by semicolons, as the spec's payload. */
  items: z.string(),
  defaultdocumentprompt: z.string(),
  ocrActive: z.boolean(),
  /** The reform platform's endpoint for our lifecycle messages ('' = none); its secret is never answered. */
  platformurl: z.string(),
  platformsecretset: z.boolean(),
  /** Years a deleted document (its original and history) is kept before it is purged. */
  retentionyears: z.number(),
  /** The company's own exchange rates, euros for one unit of a currency (shown beside foreign totals only). */
  exchangerates: z.record(z.string(), z.string()),
  /** Four-eyes payments: who prepared a payment may not execute it (its bank file, marking it done). */
  paymentfoureyes: z.boolean(),
  /** The master company and its branches. */
  branches: z.array(branchSchema),
  master: z.boolean(),
  masterUUID: z.string(),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** How long deleted documents are kept, in years: at least the 6 of tax law, 10 by default (common practice). */
export const RETENTION_YEARS = { min: 6, max: 50, default: 10 } as const;

const email = z.union([z.literal(''), z.string().trim().email('invalid e-mail address')]);

/** A bank code field: trimmed, then its stored form (spaces removed, upper-case). */
const bankCode = (max: number) => z.string().trim().max(max).default('').transform(normalizeBankCode);

/** PUT /companies: the settings dialog. */
export const companyUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'error.numberrequired'),
    phone: z.string().trim().max(50).default(''),
    address: z.string().trim().max(500).default(''),
    contactmail: email.default(''),
    comptablemail: email.default(''),
    mailmanual: z.boolean().default(false),
    mailauto: z.boolean().default(false),
    emailtemplate: z.string().refine((s) => s.replace(/<[^>]*>/g, '').trim().length > 0, 'error.emailtemplaterequired'),
    iban: bankCode(50),
    bic: bankCode(20),
    siren: z.string().trim().max(20).default(''),
    items: z.string().refine((s) => splitItems(s).length > 0, 'error.itemsrequired'),
    defaultdocumentprompt: z.string().optional(),
    ocrActive: z.boolean().optional(),
    platformurl: z
      .string()
      .trim()
      .max(500)
      .optional()
      .superRefine((v, ctx) => {
        const problem = v ? endpointUrlProblem(v) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    /** Years a deleted document is kept before it is purged (absent keeps the setting; 10 by default). */
    retentionyears: z
      .number('error.retentionyears')
      .int('error.retentionyears')
      .min(RETENTION_YEARS.min, 'error.retentionyears')
      .max(RETENTION_YEARS.max, 'error.retentionyears')
      .optional(),
    /** The company's exchange rates, whole (absent keeps them, {} removes them). */
    exchangerates: exchangeRatesSchema.optional(),
    /** Four-eyes payments (absent keeps the setting; off by default). */
    paymentfoureyes: z.boolean().optional(),
    /** Write-only: absent keeps the stored one, '' removes it. */
    platformsecret: z
      .string()
      .max(200)
      .optional()
      .refine((v) => !v || v.length >= 16, 'error.endpoint.secret'),
  })
  .superRefine((c, ctx) => {
    // the IBAN and BIC as the one bank rule checks them (src/domain/bankDetails), each refusal naming its field
    for (const [field, issue] of Object.entries(bankPairIssues(c.iban, c.bic)))
      ctx.addIssue({ code: 'custom', path: [field], message: issue.message, params: issue.args });
  });
export type CompanyUpdate = z.infer<typeof companyUpdateSchema>;

/** Items are kept as one text joined by semicolons; blanks are dropped on read. */
export const splitItems = (s: string) =>
  s
    .split(';')
    .map((x) => x.trim())
    .filter(Boolean);
export const joinItems = (items: readonly string[]) =>
  items
    .map((x) => x.trim())
    .filter(Boolean)
    .join(';');
