/** GET /offers (every user: the visible offers; the super administrator: all); POST, PUT, reorder (super administrator). */
import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isSuperAdmin } from '../../../../src/domain/access';
import { optionalBody } from '../../plugins/routeSchemas';
import { idParams } from '../../../../src/domain/ids';
import { offerModel, type OfferPayload } from '../../../../src/domain/offers/offer.model';
import type { Tx } from '../../../db/client';
import { functionalities, offerFunctionalities, offers } from '../../../db/schema';
import { superAdminOnly } from '../../plugins/apiAuth';
import { AppError, notFound } from '../../errors';
import { reorderRows } from '../../crud/reorder';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';
import { offerView, subscriptionInForce, subscriptionSummary } from './offers.present';

/** A missing body is an empty one: its fields are then refused one by one. */
const newOffer = optionalBody(offerModel.schema);

/** Writes an offer's lines: the lines of `data` replace the stored ones (matched by functionality). */
async function saveLines(tx: Tx, offerId: string, data: OfferPayload) {
  const ids = data.functionnalities.map((l) => l.functionalityuuid);
  const catalogue = ids.length ? await tx.select().from(functionalities).where(inArray(functionalities.id, ids)) : [];
  if (catalogue.length !== new Set(ids).size) {
    throw new AppError('NOT_FOUND', 'Unknown functionality', { fields: { functionnalities: 'error.reference' } });
  }
  await tx
    .delete(offerFunctionalities)
    .where(
      and(
        eq(offerFunctionalities.offerId, offerId),
        ids.length ? notInArray(offerFunctionalities.functionalityId, ids) : undefined,
      ),
    );
  for (const l of data.functionnalities) {
    const f = catalogue.find((c) => c.id === l.functionalityuuid)!;
    const values = { visible: l.visible, price: l.price ?? f.defaultprice, period: l.period, quantity: l.quantity };
    await tx
      .insert(offerFunctionalities)
      .values({ ...values, offerId, functionalityId: f.id })
      .onConflictDoUpdate({
        target: [offerFunctionalities.offerId, offerFunctionalities.functionalityId],
        set: values,
      });
  }
}

const offerColumns = ({ functionnalities: _l, ...o }: OfferPayload) => o;

export async function offerRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  api.get('/offers', { config: { access: 'authenticated' } }, async (req, reply) => {
    const all = isSuperAdmin(req.principal);
    const list = parseListRequest(req.query);
    const where = all ? undefined : eq(offers.visible, true);
    const rows = await api.db
      .select()
      .from(offers)
      .where(where)
      .orderBy(asc(offers.index), asc(offers.name), asc(offers.id))
      .limit(list.limit)
      .offset(list.offset);
    const sub = await subscriptionInForce(api.db, req.scope.accountId);
    const page = Promise.all(
      rows.map(async (o) => ({
        ...(await offerView(api.db, o, all)),
        current: sub?.offerId === o.id,
        ...(sub?.offerId === o.id ? { subscription: subscriptionSummary(sub) } : {}),
      })),
    );
    return answerPage(reply, 'offers', list, page, () =>
      countOf(api.db.select({ n: COUNT }).from(offers).where(where)),
    );
  });

  typed.post('/offers', { config: { access: superAdminOnly }, schema: { body: newOffer } }, async (req, reply) => {
    const data = req.body;
    const row = await api.db.transaction(async (tx) => {
      const [{ top }] = await tx.select({ top: max(offers.index) }).from(offers);
      const [created] = await tx
        .insert(offers)
        .values({ ...offerColumns(data), index: Number(top ?? -1) + 1 })
        .returning();
      await saveLines(tx, created.id, data);
      return created;
    });
    return reply.status(201).send(await offerView(api.db, row, true));
  });

  api.put('/offers/reorder', { config: { access: superAdminOnly } }, async (req) =>
    reorderRows(api.db, { table: offers, id: offers.id }, req.body, 'Offer'),
  );

  typed.get('/offers/:id', { config: { access: 'authenticated' }, schema: { params: idParams } }, async (req) => {
    const { id } = req.params;
    const all = isSuperAdmin(req.principal);
    const [row] = await api.db
      .select()
      .from(offers)
      .where(and(eq(offers.id, id), all ? undefined : eq(offers.visible, true)));
    if (!row) throw notFound('Offer');
    return offerView(api.db, row, all);
  });

  typed.put('/offers/:id', { config: { access: superAdminOnly }, schema: { params: idParams } }, async (req) => {
    const { id } = req.params;
    const [existing] = await api.db.select().from(offers).where(eq(offers.id, id));
    if (!existing) throw notFound('Offer');
    // what the body leaves out keeps its stored value: the offer is checked whole, once merged
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const data = offerModel.schema.parse({ ...(await offerView(api.db, existing, true)), ...body });
    const row = await api.db.transaction(async (tx) => {
      const [updated] = await tx.update(offers).set(offerColumns(data)).where(eq(offers.id, id)).returning();
      await saveLines(tx, id, data);
      return updated;
    });
    return offerView(api.db, row, true);
  });
}
