import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { can } from '../../../../src/domain/access';
import { idParams } from '../../../../src/domain/ids';
import { linkCategoryModel } from '../../../../src/domain/linkCategories/linkCategory.model';
import { linkImageAnswer, linkModel, MAX_LINK_IMAGE_BYTES } from '../../../../src/domain/links/link.model';
import { linkCategories, links } from '../../../db/schema';
import { notFound } from '../../errors';
import { receiveImage, storeFile } from '../../storage';
import type { CrudDefinition } from '../registerCrud';

export const linkCategoriesCrud: CrudDefinition = {
  model: linkCategoryModel,
  table: linkCategories,
  hooks: {
    // The category's links move to `newCategoryUUID`, or become uncategorised, in the delete transaction.
    async onDelete({ tx, companyId }, id, replacement) {
      await tx
        .update(links)
        .set({ categoryuuid: replacement })
        .where(and(eq(links.companyId, companyId), eq(links.categoryuuid, id)));
    },
  },
};

async function storeLinkImage(api: FastifyInstance, req: FastifyRequest) {
  const { bytes, kind } = await receiveImage(req, MAX_LINK_IMAGE_BYTES);
  return (await storeFile(api.config, 'links', bytes, kind.ext)).url;
}

/** POST /links/upload (store for a form being filled) and POST /links/{id}/upload (also sets imageurl). */
function uploadRoutes(api: FastifyInstance) {
  // Multipart parsing exists only inside this encapsulated scope.
  api.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_LINK_IMAGE_BYTES, files: 1, fields: 5, parts: 6 } });

    scope.post(
      '/links/upload',
      {
        config: { access: (p) => can(p, 'CREATE_LINKS') || can(p, 'UPDATE_LINKS') },
        schema: { response: { 200: linkImageAnswer } },
      },
      async (req) => ({ url: await storeLinkImage(api, req) }),
    );

    const upload = {
      config: { access: 'UPDATE_LINKS' },
      schema: { params: idParams, response: { 200: linkImageAnswer } },
    } as const;
    scope.withTypeProvider<ZodTypeProvider>().post('/links/:id/upload', upload, async (req) => {
      const mine = and(eq(links.uuid, req.params.id), eq(links.companyId, req.scope.accountId));
      const [link] = await api.db.select({ uuid: links.uuid }).from(links).where(mine);
      if (!link) throw notFound(linkModel.name);
      const url = await storeLinkImage(api, req);
      const [updated] = await api.db.update(links).set({ imageurl: url }).where(mine).returning({ uuid: links.uuid });
      if (!updated) throw notFound(linkModel.name);
      return { url };
    });
  });
}

export const linksCrud: CrudDefinition = {
  model: linkModel,
  table: links,
  routes: uploadRoutes,
};
