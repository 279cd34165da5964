import { sql } from 'drizzle-orm';
import { PERMISSIONS, RULE_GROUP_PERMISSIONS } from '../../src/domain/access';
import { hashPassword } from '../src/modules/identity';
import type { Db } from '../db/client';
import { companies, functionalities, offerFunctionalities, offers, settings, subscriptions, users } from '../db/schema';
import { DEMO_PASSWORD, FUNCTIONALITY_CATALOGUE, OFFER_CATALOGUE } from './seedCatalogue';
import { seedDemoConfig } from './seedDemoConfig';

/** Functionalities and offers; every account needs them, demo or not. Idempotent. */
export async function seedCatalogue(db: Db): Promise<Record<string, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const existing = await tx.select().from(offers);
    if (existing.length) return Object.fromEntries(existing.map((o) => [o.name, o.id]));
    const fs = await tx
      .insert(functionalities)
      .values(
        FUNCTIONALITY_CATALOGUE.map((f, index) => ({
          name: f.name,
          description: f.description,
          functionnality: f.f,
          defaultprice: f.price,
          defaultquantity: f.quantity,
          index,
        })),
      )
      .returning();
    const byEnum = Object.fromEntries(fs.map((f) => [f.functionnality, f]));
    const ids: Record<string, string> = {};
    for (const [index, o] of OFFER_CATALOGUE.entries()) {
      const [row] = await tx
        .insert(offers)
        .values({
          name: o.name,
          description: o.description,
          baseprice: o.baseprice,
          trialdays: o.trialdays,
          isDefault: o.isDefault ?? false,
          index,
        })
        .returning();
      ids[o.name] = row.id;
      await tx.insert(offerFunctionalities).values(
        Object.entries(o.lines).map(([f, line]) => ({
          offerId: row.id,
          functionalityId: byEnum[f].uuid,
          visible: line.visible ?? true,
          price: line.price ?? byEnum[f].defaultprice,
          quantity: line.quantity ?? -1,
          period: line.period ?? 'MONTHLY',
        })),
      );
    }
    return ids;
  });
}

/** Demo data on first start only: a master company with two branches and the four demo accounts. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const offerIds = await seedCatalogue(db);
  const hash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Claimed in the same transaction: a second node, or a failed first try, seeds nothing twice.
    const claimed = await tx
      .insert(settings)
      .values({ key: 'demo.seeded', value: sql`'true'::jsonb` })
      .onConflictDoNothing()
      .returning();
    if (!claimed.length) return false;
    const [platform] = await tx
      .insert(companies)
      .values({ name: 'Paperdesk', contactmail: 'support@paperdesk.test', items: ['Paperdesk'] })
      .returning();
    const [master] = await tx
      .insert(companies)
      .values({
        name: 'Groupe Delacroix Distribution',
        phone: '+33 1 42 68 53 00',
        address: '18 rue de la Chaussée-d’Antin, 75009 Paris',
        contactmail: 'contact@delacroix-distribution.fr',
        comptablemail: 'compta@delacroix-distribution.fr',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        siren: '552100554',
        mailmanual: true,
        items: ['552100554', 'FR96552100554', 'Groupe Delacroix Distribution'],
        emailtemplate:
          '<p>Bonjour,</p><p>Veuillez trouver ci-joint nos documents.</p><p>Cordialement,<br/>Groupe Delacroix Distribution</p>',
      })
      .returning();
    const [lyon] = await tx
      .insert(companies)
      .values({
        masterId: master.id,
        name: 'Delacroix Lyon Part-Dieu',
        address: '45 boulevard Vivier-Merle, 69003 Lyon',
        phone: '+33 4 78 62 10 10',
        contactmail: 'lyon@delacroix-distribution.fr',
        items: ['Delacroix Lyon Part-Dieu'],
      })
      .returning();
    await tx.insert(companies).values({
      masterId: master.id,
      name: 'Delacroix Bordeaux Chartrons',
      address: '12 quai des Chartrons, 33000 Bordeaux',
      phone: '+33 5 56 44 21 00',
      contactmail: 'bordeaux@delacroix-distribution.fr',
      items: ['Delacroix Bordeaux Chartrons'],
    });
    await seedDemoConfig(tx, master.id);
    await tx
      .insert(subscriptions)
      .values([{ companyId: master.id, offerId: offerIds['Groupe'], period: 'YEARLY', endDate: null }]);
    await tx.insert(users).values([
      {
        companyId: platform.id,
        email: 'super@paperdesk.test',
        firstName: 'Camille',
        lastName: 'Roux',
        passwordHash: hash,
        roles: ['superadmin'],
        permissions: PERMISSIONS,
      },
      {
        companyId: master.id,
        email: 'master@demo.test',
        firstName: 'Hélène',
        lastName: 'Delacroix',
        passwordHash: hash,
        roles: [],
        permissions: PERMISSIONS,
      },
      {
        companyId: lyon.id,
        email: 'branch@demo.test',
        firstName: 'Julien',
        lastName: 'Morel',
        passwordHash: hash,
        roles: ['branche', 'adminbranche'],
        permissions: RULE_GROUP_PERMISSIONS,
      },
      {
        companyId: master.id,
        email: 'clerk@demo.test',
        firstName: 'Sophie',
        lastName: 'Lambert',
        passwordHash: hash,
        roles: ['linkeduser'],
        permissions: ['VIEW_DOCUMENTS'],
      },
    ]);
    return true;
  });
}
