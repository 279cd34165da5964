import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIRM_CHOICES, documentBankAnswer, supplierBankAnswer } from '../../../../src/domain/bankDetails/bankStatus';
import { idParams } from '../../../../src/domain/ids';
import { loadDocument } from '../documents/access';
import { confirmIban } from './confirm';
import { bankStatuses } from './statuses';
import { confirmBankDetails, supplierBank } from './supplierBank';

const confirmBody = z.object({ choice: z.enum(CONFIRM_CHOICES, { error: 'error.choice' }) });

/**
 * Bank details where they are used: the IBAN an invoice carries beside its supplier's (the review's panel), and
 * the user's confirmation of which is right when they differ.
 */
export async function bankDetailsModule(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();

  typed.get(
    '/documents/:id/bankdetails',
    { config: { access: 'VIEW_DOCUMENTS' }, schema: { params: idParams, response: { 200: documentBankAnswer } } },
    async (req) => {
      const doc = await loadDocument(req, req.params.id);
      return (await bankStatuses(api.db, doc.accountId, [doc.uuid])).get(doc.uuid)!;
    },
  );

  typed.post(
    '/documents/:id/bankdetails',
    {
      config: { access: 'UPDATE_DOCUMENTS' },
      schema: { params: idParams, body: confirmBody, response: { 200: documentBankAnswer } },
    },
    async (req) => confirmIban(req, req.params.id, req.body.choice),
  );

  /** A document source's bank details and the change that waits for a second person, if any. */
  typed.get(
    '/suppliers/:id/bankdetails',
    {
      config: { access: 'VIEW_DOCUMENT_SOURCES' },
      schema: { params: idParams, response: { 200: supplierBankAnswer } },
    },
    async (req) => supplierBank(req, req.params.id),
  );

  /** A second person with the right to change document sources confirms its new bank details. */
  typed.post(
    '/suppliers/:id/bankdetails/confirm',
    {
      config: { access: 'UPDATE_DOCUMENT_SOURCES' },
      schema: { params: idParams, response: { 200: supplierBankAnswer } },
    },
    async (req) => confirmBankDetails(req, req.params.id),
  );
}
