import { z } from 'zod';
import { bankPairIssues, normalizeBankCode } from '../bankDetails/bankAccount';
import { defineResource, f } from '../defineResource';

const bankCode = (max: number) => z.string().trim().max(max).transform(normalizeBankCode);

/**
 * A bank account of the active company (master or branch): its statements are imported against it, found by
 * the IBAN they name. The IBAN and BIC are checked by the one bank rule (src/domain/bankDetails); an IBAN names one
 * account of the whole group (server/src/crud/entities/bankAccounts.crud.ts).
 */
export const bankAccountModel = defineResource({
  name: 'bankaccounts',
  endpoint: '/bankaccounts',
  table: 'bank_accounts',
  subject: 'PAYMENTS',
  scope: 'company',
  // refused while it has statements (bankAccounts.crud.ts)
  deletable: true,
  schema: z
    .object({
      name: f.name(),
      description: f.description(),
      iban: bankCode(50).pipe(z.string().min(1, 'error.required')),
      bic: bankCode(20).default(''),
    })
    .superRefine((c, ctx) => {
      for (const [field, issue] of Object.entries(bankPairIssues(c.iban, c.bic)))
        ctx.addIssue({ code: 'custom', path: [field], message: issue.message, params: issue.args });
    }),
  fields: { name: { list: true }, iban: { list: true }, bic: { list: true }, description: { input: 'textarea' } },
});
