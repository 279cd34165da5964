/**
 * GET, POST /functionnalities; GET, PUT /functionnalities/{id}; PUT /functionnalities/reorder (super administrator):
 * the platform's catalogue. It has no company, so it is not the generic CRUD's (company-scoped) shape.
 */
import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { functionalityModel } from '../../../../resources/functionalities/functionality.model';
import { idParams } from '../../../../resources/ids';
import { functionalities } from '../../../db/schema';
import { pageOf, parseListRequest } from '../../crud/listQuery';
import { reorderBody, reorderRows } from '../../crud/reorder';
import { AppError, notFound } from '../../errors';
import { superAdminOnly } from '../../plugins/apiAuth';
import { anyObjectBody, optionalBody } from '../../plugins/routeSchemas';

type FunctionalityRow = typeof functionalities.$inferSelect;
const toFunctionality = ({ id, ...rest }: FunctionalityRow) => ({ uuid: id, ...rest });

/** GET, POST /functionnalities; PUT /functionnalities/{id}; PUT /functionnalities/reorder (super administrator). */
export async function functionalityRoutes(api: FastifyInstance) {
  const typed = api.withTypeProvider<ZodTypeProvider>();
  async function assertFree(f: string, exceptId?: string) {
    const [taken] = await api.db
      .select({ id: functionalities.id })
      .from(functionalities)
      .where(and(eq(functionalities.functionnality, f), exceptId ? ne(functionalities.id, exceptId) : undefined));
    if (taken)
      throw new AppError('DUPLICATE', `The functionality ${f} is already in the catalogue`, {
        fields: { functionnality: 'error.functionalitytaken' },
      });
  }

  api.get('/functionnalities', { config: { access: superAdminOnly } }, async (req, reply) => {
    const all = (
      await api.db.select().from(functionalities).orderBy(asc(functionalities.index), asc(functionalities.name))
    ).map(toFunctionality);
    return pageOf(reply, 'functionnalities', parseListRequest(req.query), all, (f) => `${f.name} ${f.functionnality}`);
  });

  const create = {
    config: { access: superAdminOnly },
    schema: { body: optionalBody(functionalityModel.schema) },
  } as const;
  typed.post('/functionnalities', create, async (req, reply) => {
    const data = req.body;
    await assertFree(data.functionnality);
    const [{ top }] = await api.db.select({ top: max(functionalities.index) }).from(functionalities);
    const [row] = await api.db
      .insert(functionalities)
      .values({ ...data, index: Number(top ?? -1) + 1 })
      .returning();
    return reply.status(201).send(toFunctionality(row));
  });

  const reorder = { config: { access: superAdminOnly }, schema: { body: reorderBody } } as const;
  typed.put('/functionnalities/reorder', reorder, async (req) =>
    reorderRows(api.db, { table: functionalities, id: functionalities.id }, req.body, 'Functionality'),
  );

  typed.get(
    '/functionnalities/:id',
    { config: { access: superAdminOnly }, schema: { params: idParams } },
    async (req) => {
      const [row] = await api.db.select().from(functionalities).where(eq(functionalities.id, req.params.id));
      if (!row) throw notFound('Functionality');
      return toFunctionality(row);
    },
  );

  const update = { config: { access: superAdminOnly }, schema: { params: idParams, body: anyObjectBody } } as const;
  typed.put('/functionnalities/:id', update, async (req) => {
    const { id } = req.params;
    const [existing] = await api.db.select().from(functionalities).where(eq(functionalities.id, id));
    if (!existing) throw notFound('Functionality');
    const data = functionalityModel.schema.parse({ ...toFunctionality(existing), ...req.body });
    await assertFree(data.functionnality, id);
    const [row] = await api.db.update(functionalities).set(data).where(eq(functionalities.id, id)).returning();
    return toFunctionality(row);
  });
}
