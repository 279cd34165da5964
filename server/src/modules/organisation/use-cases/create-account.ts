import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { PERMISSIONS } from '../../../../../src/domain/access';
import type { NewAccountPayload } from '../../../../../src/domain/accounts/account.model';
import { companies, offers, subscriptions, users } from '../../../../db/schema';
import { AppError } from '../../../errors';
import { assertEmailFree, newCredentials, uniqueEmailViolation, type NewCredentials } from '../linkedUsers.accounts';
import { seedStarterConfig } from '../starterConfig';

/**
 * A new customer account, in one transaction: the master company, its administrator (every permission; with the
 * built-in provider a temporary password answered once), its subscription in force and the starter configuration.
 * An unknown offer answers 404 naming it, a taken e-mail 409.
 */
export async function createCustomerAccount(
  api: FastifyInstance,
  data: NewAccountPayload,
): Promise<{ companyId: string; answer: NewCredentials['answer'] }> {
  const [offer] = await api.db.select({ id: offers.id }).from(offers).where(eq(offers.id, data.offerUUID));
  if (!offer) throw new AppError('NOT_FOUND', 'Unknown offer', { fields: { offerUUID: 'error.reference' } });
  await assertEmailFree(api.db, data.email);
  const credentials = await newCredentials(api);
  const companyId = await api.db
    .transaction(async (tx) => {
      const [master] = await tx
        .insert(companies)
        .values({ name: data.companyName, contactmail: data.email, items: [data.companyName] })
        .returning({ id: companies.id });
      await tx.insert(subscriptions).values({
        companyId: master.id,
        offerId: offer.id,
        startDate: new Date(data.offerStartDate),
        endDate: data.offerEndDate ? new Date(data.offerEndDate) : null,
        active: true,
      });
      await tx.insert(users).values({
        companyId: master.id,
        email: data.email,
        firstName: data.firstName,
        lastName: data.lastName,
        roles: [],
        permissions: PERMISSIONS,
        passwordHash: credentials.passwordHash,
        mustChangePassword: credentials.mustChangePassword,
      });
      await seedStarterConfig(tx, master.id);
      return master.id;
    })
    .catch((err) => {
      throw uniqueEmailViolation(err, data.email);
    });
  return { companyId, answer: credentials.answer };
}
