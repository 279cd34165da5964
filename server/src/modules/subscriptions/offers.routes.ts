/** GET /offers (every user: the visible offers; the super administrator: all); POST, PUT, reorder (super administrator). */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isSuperAdmin } from '../../../../src/domain/access';
import { optionalBody, successAnswer } from '../../plugins/routeSchemas';
import { idParams } from '../../../../src/domain/ids';
import { offerModel } from '../../../../src/domain/offers/offer.model';
import { offers } from '../../../db/schema';
import { superAdminOnly } from '../../plugins/apiAuth';
import { notFound } from '../../errors';
import { reorderRows } from '../../crud/reorder';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { offerAnswer, offerView, subscriptionInForce, subscriptionSummary } from './offers.present';
import { createOffer } from './use-cases/create-offer';
import { updateOffer } from './use-cases/update-offer';

/** A missing body is an empty one: its fields are then refused one by one. */
const newOffer = optionalBody(offerModel.schema);

export async function offerRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  const list = { config: { access: 'authenticated' }, schema: { response: { 200: z.array(offerAnswer) } } } as const;
  typed.get('/offers', list, async (req, reply) => {
    const all = isSuperAdmin(req.principal);
    const page = parseListRequest(req.query);
    const where = all ? undefined : eq(offers.visible, true);
    const rows = await api.db
      .select()
      .from(offers)
      .where(where)
      .orderBy(asc(offers.index), asc(offers.name), asc(offers.id))
      .limit(page.limit)
      .offset(page.offset);
    const sub = await subscriptionInForce(api.db, req.scope.accountId);
    const answers = Promise.all(
      rows.map(async (o) => ({
        ...(await offerView(api.db, o, all)),
        current: sub?.offerId === o.id,
        ...(sub?.offerId === o.id ? { subscription: subscriptionSummary(sub) } : {}),
      })),
    );
    return answerPage(reply, 'offers', page, answers, () =>
      countOf(api.db.select({ n: COUNT }).from(offers).where(where)),
    );
  });

  const create = {
    config: { access: superAdminOnly },
    schema: { body: newOffer, response: { 201: offerAnswer } },
  } as const;
  typed.post('/offers', create, async (req, reply) =>
    reply.status(201).send(await offerView(api.db, await createOffer(api.db, req.body), true)),
  );

  api.put('/offers/reorder', { config: { access: superAdminOnly }, schema: { response: successAnswer } }, async (req) =>
    reorderRows(api.db, { table: offers, id: offers.id }, req.body, 'Offer'),
  );

  const one = {
    config: { access: 'authenticated' },
    schema: { params: idParams, response: { 200: offerAnswer } },
  } as const;
  typed.get('/offers/:id', one, async (req) => {
    const { id } = req.params;
    const all = isSuperAdmin(req.principal);
    const [row] = await api.db
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), all ? undefined : eq(offers.visible, true)));
    if (!row) throw notFound('Offer');
    return offerView(api.db, row, all);
  });

  const update = {
    config: { access: superAdminOnly },
    schema: { params: idParams, response: { 200: offerAnswer } },
  } as const;
  typed.put('/offers/:id', update, async (req) =>
    offerView(api.db, await updateOffer(api.db, req.params.id, req.body), true),
  );
}
