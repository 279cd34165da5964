import { eq } from 'drizzle-orm';
import { actorOf, recordAudit } from '../../audit/record';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { companies } from '../../../db/schema';
import { canEditCompany, isAdmin, isSuperAdmin } from '../../../../src/domain/access';
import {
  companyInfoSchema,
  companyUpdateSchema,
  joinItems,
  splitItems,
  type Branch,
  type CompanyInfo,
} from '../../../../src/domain/company/company.model';
import { userInfoSchema, type UserInfo } from '../../../../src/domain/users/user.model';
import { notFound } from '../../errors';
import { accountBranches } from './companies';
import type { Principal } from './principal';
import { requeueUnconfigured } from '../lifecycle/delivery';

function toUserInfo(p: Principal): UserInfo {
  const o = p.offer;
  return {
    uuid: p.userId,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    roles: [...p.roles],
    permissions: [...p.permissions],
    groups: p.groups,
    origintypes: p.originTypesAccess,
    documentgroups: p.documentGroupsAccess,
    offer: o.offer && {
      uuid: o.offer.uuid,
      name: o.offer.name,
      totalprice: o.offer.totalprice,
      functionnalities: o.offer.lines.map((l) => ({ functionnality: { functionnalityEnum: l.functionnality } })),
    },
    offerActive: o.active,
    offerStartDate: o.startDate?.toISOString() ?? null,
    offerEndDate: o.endDate?.toISOString() ?? null,
    superAdmin: isSuperAdmin(p),
    admin: isAdmin(p),
    master: p.master,
    companyUUID: p.companyId,
    mustChangePassword: p.mustChangePassword,
  };
}

type CompanyRow = typeof companies.$inferSelect;

function toCompanyInfo(c: CompanyRow, branches: Branch[]): CompanyInfo {
  return {
    uuid: c.id,
    name: c.name,
    phone: c.phone,
    address: c.address,
    contactmail: c.contactmail,
    mailmanual: c.mailmanual,
    mailauto: c.mailauto,
    emailtemplate: c.emailtemplate,
    comptablemail: c.comptablemail,
    iban: c.iban,
    bic: c.bic,
    siren: c.siren,
    items: joinItems(c.items),
    defaultdocumentprompt: c.defaultdocumentprompt,
    ocrActive: c.ocrActive,
    platformurl: c.platformurl,
    platformsecretset: c.platformsecret !== '',
    retentionyears: c.retentionyears,
    exchangerates: c.exchangerates,
    paymentfoureyes: c.paymentfoureyes,
    branches,
    master: c.masterId === null,
    masterUUID: c.masterId ?? c.id,
  };
}

export async function tenancyRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const userInfo = { config: { access: 'authenticated' }, schema: { response: { 200: userInfoSchema } } } as const;
  typed.get('/users/userInfo', userInfo, async (req) => toUserInfo(req.principal));

  const companyInfo = {
    config: { access: 'authenticated' },
    schema: { response: { 200: companyInfoSchema } },
  } as const;
  typed.get('/companies/companyInfo', companyInfo, async (req) => {
    const [c] = await app.db.select().from(companies).where(eq(companies.id, req.scope.companyId));
    if (!c) throw notFound('Company');
    return toCompanyInfo(c, await accountBranches(app, req.scope.accountId));
  });

  typed.put(
    '/companies',
    {
      config: { access: (p) => canEditCompany(p) },
      schema: { body: companyUpdateSchema, response: { 200: companyInfoSchema } },
    },
    async (req) => {
      const { platformsecret, ...body } = req.body;
      const c = await app.db.transaction(async (tx) => {
        const [before] = await tx.select().from(companies).where(eq(companies.id, req.scope.companyId)).for('update');
        if (!before) throw notFound('Company');
        const [after] = await tx
          .update(companies)
          .set({
            ...body,
            // the secret is write-only: absent keeps it, '' removes it
            ...(platformsecret !== undefined ? { platformsecret } : {}),
            items: splitItems(body.items),
            updatedAt: new Date(),
          })
          .where(eq(companies.id, req.scope.companyId))
          .returning();
        await recordAudit(tx, actorOf(req), {
          entity: 'companies',
          entityId: after.id,
          action: 'UPDATE',
          before,
          after,
        });
        return after;
      });
      if (c.platformurl) await requeueUnconfigured(app.db, c.id);
      return toCompanyInfo(c, await accountBranches(app, req.scope.accountId));
    },
  );
}
