import { asc, eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../../../db/schema';
import { canEditCompany, isAdmin, isSuperAdmin } from '../../../../resources/access';
import {
  companyUpdateSchema,
  joinItems,
  splitItems,
  type Branch,
  type CompanyInfo,
} from '../../../../resources/company/company.model';
import type { UserInfo } from '../../../../resources/users/user.model';
import { notFound } from '../../errors';
import type { Principal } from './principal';

export function toUserInfo(p: Principal): UserInfo {
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

/** The account's companies (master first) with the admin user of each, as the spec's Branch shape. */
export async function accountBranches(app: FastifyInstance, accountId: string): Promise<Branch[]> {
  const rows = await app.db
    .select()
    .from(companies)
    .where(or(eq(companies.id, accountId), eq(companies.masterId, accountId)))
    .orderBy(asc(companies.createdAt), asc(companies.name));
  const people = await app.db
    .select()
    .from(users)
    .where(or(...rows.map((r) => eq(users.companyId, r.id))));
  return rows
    .map((c): Branch => {
      const admin = people.find((u) => u.companyId === c.id && isAdmin({ roles: u.roles }));
      return {
        uuid: c.id,
        companyUUID: c.id,
        companyName: c.name,
        companyAddress: c.address,
        email: admin?.email ?? '',
        firstName: admin?.firstName ?? '',
        lastName: admin?.lastName ?? '',
        admin: Boolean(admin),
        master: c.masterId === null,
      };
    })
    .sort((a, b) => Number(b.master) - Number(a.master));
}

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
    siren: c.siren,
    items: joinItems(c.items),
    defaultdocumentprompt: c.defaultdocumentprompt,
    ocrActive: c.ocrActive,
    branches,
    master: c.masterId === null,
    masterUUID: c.masterId ?? c.id,
  };
}

export async function tenancyRoutes(app: FastifyInstance) {
  app.get('/users/userInfo', { config: { access: 'authenticated' } }, async (req) => toUserInfo(req.principal));

  app.get('/companies/companyInfo', { config: { access: 'authenticated' } }, async (req) => {
    const [c] = await app.db.select().from(companies).where(eq(companies.id, req.scope.companyId));
    if (!c) throw notFound('Company');
    return toCompanyInfo(c, await accountBranches(app, req.scope.accountId));
  });

  app.put('/companies', { config: { access: (p) => canEditCompany(p) } }, async (req) => {
    const body = companyUpdateSchema.parse(req.body);
    const [c] = await app.db
      .update(companies)
      .set({
        ...body,
        items: splitItems(body.items),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, req.scope.companyId))
      .returning();
    if (!c) throw notFound('Company');
    return toCompanyInfo(c, await accountBranches(app, req.scope.accountId));
  });
}
