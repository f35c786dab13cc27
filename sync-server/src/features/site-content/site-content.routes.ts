import type { FastifyPluginAsync } from 'fastify';
import { messages, siteContentApi, siteImageLimits } from '@institute/shared-schema';
import { HttpError } from '../../http-error.js';
import { readMultipartForm } from '../../http/multipart-form.js';
import { route } from '../../http/route.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { findSiteImageUpload, listSiteItems } from './site-content.repository.js';
import { changeSiteItem, createSiteItem, moveSiteItem, removeSiteItem, uploadSiteImage } from './site-content.service.js';
import { siteImagePurpose } from './site-images.js';

/**
 * Site content (issue 15): entries and their images for everyone (devices read the entries from
 * the `public` sync bucket; these routes serve the admin page and other clients); uploads and
 * changes for administrators (`access: 'admin'`), each audited.
 */
export const siteContentRoutes: FastifyPluginAsync<{ uploads: UploadStore }> = async (app, { uploads }) => {
  const db = app.database.db;

  route(app, siteContentApi.list, async (request) => ({ data: await listSiteItems(db, request.query.kind) }));

  route(app, siteContentApi.image, async (request, reply) => {
    const upload = await findSiteImageUpload(db, request.params.id, siteImagePurpose);
    if (!upload) throw new HttpError(404, messages.request.notFound);
    return reply
      .header('content-type', upload.content_type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(await uploads.read(upload.storage_key));
  });

  route(app, siteContentApi.uploadImage, async (request, reply) => {
    const { file } = await readMultipartForm(request, {
      fileField: siteContentApi.uploadImage.raw.file,
      fileBytes: siteImageLimits.maxBytes,
      fieldBytes: 1024,
      fields: 5,
      fileTooLarge: messages.siteContent.imageTooLarge,
    });
    if (!file) throw new HttpError(400, messages.siteContent.imageRequired);
    const image = await uploadSiteImage(db, uploads, request.user.sub, file);
    return reply.code(201).send({ message: messages.siteContent.uploaded, image });
  });

  route(app, siteContentApi.create, async (request, reply) => {
    const item = await createSiteItem(db, request.user.sub, request.body);
    return reply.code(201).send({ message: messages.siteContent.created, item });
  });

  route(app, siteContentApi.update, async (request) => {
    const item = await changeSiteItem(db, uploads, request.user.sub, request.params.id, request.body);
    return { message: messages.siteContent.updated, item };
  });

  route(app, siteContentApi.move, async (request) => {
    const data = await moveSiteItem(db, request.user.sub, request.params.id, request.body);
    return { message: messages.siteContent.moved, data };
  });

  route(app, siteContentApi.remove, async (request) => {
    await removeSiteItem(db, uploads, request.user.sub, request.params.id);
    return { message: messages.siteContent.deleted };
  });
};
