import { and, asc, desc, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isSuperAdmin } from '../../../../resources/access';
import {
  offerModel,
  type OfferPayload,
  type OfferRecord,
  type OfferSubscription,
} from '../../../../resources/offers/offer.model';
import { offerPrices } from '../../../../resources/offers/pricing';
import type { Db } from '../../../db/client';
import { functionalities, offerFunctionalities, offers, subscriptions } from '../../../db/schema';
import { superAdminOnly } from '../organisation/superadmin.routes';
import type { Tx } from '../../../db/client';
import { AppError, notFound } from '../../errors';
import { reorderRows } from '../../crud/reorder';
import { offerLines } from '../tenancy/currentOffer';
import { answerPage, COUNT, countOf, parseListRequest } from '../../crud/listQuery';

type OfferRow = typeof offers.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The account's subscription in force, if any. */
export async function subscriptionInForce(
  db: Db,
  accountId: string,
  now = new Date(),
): Promise<SubscriptionRow | undefined> {
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.companyId, accountId), eq(subscriptions.active, true)))
    .orderBy(desc(subscriptions.startDate))
    .limit(1);
  return sub && (!sub.endDate || sub.endDate > now) ? sub : undefined;
}
const subscriptionSummary = (s: SubscriptionRow): OfferSubscription => ({
  uuid: s.id,
  period: s.period === 'YEARLY' ? 'YEARLY' : 'MONTHLY',
  startDate: s.startDate.toISOString(),
  endDate: s.endDate?.toISOString() ?? null,
  cancelledAt: s.cancelledAt?.toISOString() ?? null,
});
const UUID = z.string().uuid();

/** An offer with its functionalities and prices; `all`: hidden lines too (the super administrator). */
export async function offerView(db: Db, o: OfferRow, all: boolean): Promise<OfferRecord> {
  const lines = await offerLines(db, o.id);
  return {
    uuid: o.id,
    name: o.name,
    description: o.description,
    visible: o.visible,
    baseprice: o.baseprice,
    trialdays: o.trialdays,
    index: o.index,
    isDefault: o.isDefault,
    functionnalities: lines
      .filter((l) => all || l.visible)
      .map((l) => ({
        uuid: l.uuid,
        visible: l.visible,
        functionalityuuid: l.functionalityuuid,
        price: l.price,
        period: l.period === 'TOTAL' ? 'TOTAL' : 'MONTHLY',
        quantity: l.quantity,
        name: l.name,
        functionnalityEnum: l.functionnality,
      })),
    ...offerPrices(o.baseprice, lines),
  };
}

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

/** GET /offers (every user: the visible offers; the super administrator: all); POST, PUT, reorder (super administrator). */
export async function offerRoutes(api: FastifyInstance) {
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

  api.post('/offers', { config: { access: superAdminOnly } }, async (req, reply) => {
    const data = offerModel.schema.parse(req.body ?? {});
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

  api.get('/offers/:id', { config: { access: 'authenticated' } }, async (req) => {
    const { id } = req.params as { id: string };
    const all = isSuperAdmin(req.principal);
    const [row] = UUID.safeParse(id).success
      ? await api.db
          .select()
          .from(offers)
          .where(and(eq(offers.id, id), all ? undefined : eq(offers.visible, true)))
      : [];
    if (!row) throw notFound('Offer');
    return offerView(api.db, row, all);
  });

  api.put('/offers/:id', { config: { access: superAdminOnly } }, async (req) => {
    const { id } = req.params as { id: string };
    const [existing] = UUID.safeParse(id).success ? await api.db.select().from(offers).where(eq(offers.id, id)) : [];
    if (!existing) throw notFound('Offer');
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
