/**
 * Profiles and the administrator's user management (site spec sections 2 and 7). Every route
 * checks its role here, on the server: a student reads and changes only their own account.
 */
import type { FastifyPluginAsync } from 'fastify';
import { messages, usersApi } from '@institute/shared-schema';
import { hashPassword } from '../../auth/passwords.js';
import { HttpError } from '../../http-error.js';
import { readImageUpload } from '../../http/multipart-form.js';
import { route } from '../../http/route.js';
import type { UploadStore } from '../uploads/upload-store.js';
import { recordAudit } from '../audit/audit.repository.js';
import type { OtpService } from '../auth/otp.service.js';
import { assertContactFree, phoneChangedNotice, updateOwnProfile } from './profile.service.js';
import {
  accountLocale,
  deleteUser,
  findUserById,
  setAccountLocale,
  insertUser,
  listUsers,
  takenContact,
  toApiUser,
  updateUser,
} from './users.repository.js';

export interface UsersRoutesOptions {
  uploads: UploadStore;
  adminSecretCode: string | null;
  defaultUserPassword: string;
  otp: OtpService;
  /** Requests per minute per client address on the profile update, which checks a password. */
  rateLimitPerMinute: number;
}

export const usersRoutes: FastifyPluginAsync<UsersRoutesOptions> = async (
  app,
  { uploads, adminSecretCode, defaultUserPassword, otp, rateLimitPerMinute },
) => {
  const db = app.database.db;

  /** Granting the administrator role needs the configured secret code; without one configured, nobody can. */
  const assertMayGrantAdmin = (secretCode: string | undefined) => {
    if (!adminSecretCode || secretCode !== adminSecretCode) throw new HttpError(403, messages.auth.adminSecretRequired);
  };
  const contactTaken = (e: unknown) => {
    const taken = takenContact(e);
    if (taken) throw new HttpError(409, taken === 'phone' ? messages.auth.mobileTaken : messages.auth.emailTaken);
    throw e;
  };

  const assertFree = (userId: string | null, email: string, phone: string | null | undefined) =>
    assertContactFree(db, userId, email, phone);

  route(app, usersApi.me, async (request) => {
    const user = await findUserById(db, request.user.sub);
    if (!user) throw new HttpError(401, messages.access.noUser);
    return { user: toApiUser(user) };
  });

  route(
    app,
    usersApi.updateProfile,
    async (request) => {
      const { currentPassword, otp: code, ...update } = request.body;
      const { row, replacedPhone } = await updateOwnProfile(db, request.user.sub, update, { currentPassword, otp: code, otpService: otp });
      if (replacedPhone)
        await otp.notify(replacedPhone, phoneChangedNotice(row.phone_number)).catch((e: unknown) => {
          request.log.warn({ err: e }, 'the notice of a changed phone was not sent');
        });
      return { message: messages.success.profileUpdated, user: toApiUser(row) };
    },
    { config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } } },
  );

  route(app, usersApi.language, async (request) => ({ locale: await accountLocale(db, request.user.sub) }));

  route(app, usersApi.setLanguage, async (request) => {
    await setAccountLocale(db, request.user.sub, request.body.locale);
    return { locale: request.body.locale };
  });

  route(app, usersApi.uploadProfileImage, async (request) => {
    const { bytes, filename, type } = await readImageUpload(request, usersApi.uploadProfileImage.raw.file);
    const id = await uploads.save({
      ownerId: request.user.sub,
      purpose: 'profile-image',
      contentType: type,
      bytes,
      originalName: filename,
    });
    const row = await updateUser(db, request.user.sub, { profile_image: id });
    if (!row) throw new HttpError(401, messages.access.noUser);
    return { message: messages.success.profileImageUpdated, user: toApiUser(row) };
  });

  route(app, usersApi.upload, async (request, reply) => {
    const upload = await uploads.find(request.params.id);
    // Another user's file answers exactly like a missing one.
    if (!upload || (upload.owner_id !== request.user.sub && request.user.role !== 'admin'))
      throw new HttpError(404, messages.request.notFound);
    return reply
      .header('content-type', upload.content_type)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(await uploads.read(upload.storage_key));
  });

  route(app, usersApi.listStudents, async () => (await listUsers(db, 'student')).map(toApiUser));

  route(app, usersApi.list, async () => (await listUsers(db)).map(toApiUser));

  route(app, usersApi.update, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const target = await findUserById(db, id);
    if (!target) throw new HttpError(404, messages.adminSave.user);
    if (body.role === 'admin' && target.role !== 'admin') assertMayGrantAdmin(body.secretCode);
    await assertFree(id, body.email, body.phoneNumber);
    if (id === request.user.sub && body.role !== 'admin') throw new HttpError(400, 'You cannot remove your own administrator role');
    // The change and its audit rows (the edit, and a role change on its own) commit together.
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const updated = await updateUser(trx, id, {
          first_name: body.firstName,
          last_name: body.lastName,
          email: body.email,
          phone_number: body.phoneNumber || null,
          role: body.role,
        });
        if (!updated) return updated;
        const actorId = request.user.sub;
        await recordAudit(trx, { actorId, action: 'user.update', entity: 'user', entityId: id, details: { email: body.email } });
        if (target.role !== body.role)
          await recordAudit(trx, {
            actorId,
            action: 'user.role',
            entity: 'user',
            entityId: id,
            details: { from: target.role, to: body.role },
          });
        return updated;
      })
      .catch(contactTaken);
    // A new role (or a demotion) applies to the account's next request, not its token's expiry.
    app.forgetAccount(id);
    if (!row) throw new HttpError(404, messages.adminSave.user);
    return { message: messages.success.userUpdated, user: toApiUser(row) };
  });

  route(app, usersApi.remove, async (request) => {
    const { id } = request.params;
    if (id === request.user.sub) throw new HttpError(400, 'You cannot delete your own account');
    const deleted = await db.transaction().execute(async (trx) => {
      const target = await findUserById(trx, id);
      const gone = await deleteUser(trx, id);
      if (gone && target)
        await recordAudit(trx, {
          actorId: request.user.sub,
          action: 'user.delete',
          entity: 'user',
          entityId: id,
          details: { email: target.email, name: `${target.first_name} ${target.last_name}`, role: target.role },
        });
      return gone;
    });
    app.forgetAccount(id);
    if (!deleted) throw new HttpError(404, messages.adminSave.deleteUser);
    return { message: messages.success.userDeleted };
  });

  /**
   * Admin-side creation (spec: POST /register): the default password, which the account must
   * change at its first sign-in; an administrator needs the secret code.
   */
  route(app, usersApi.create, async (request, reply) => {
    const body = request.body;
    if (body.role === 'admin') assertMayGrantAdmin(body.secretCode);
    await assertFree(null, body.email, body.phoneNumber);
    const passwordHash = await hashPassword(defaultUserPassword);
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const created = await insertUser(trx, {
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phoneNumber: body.phoneNumber || null,
          role: body.role,
          passwordHash,
          mustChangePassword: true,
        });
        await recordAudit(trx, {
          actorId: request.user.sub,
          action: 'user.create',
          entity: 'user',
          entityId: created.id,
          details: { email: body.email, role: body.role },
        });
        return created;
      })
      .catch(contactTaken);
    return reply.code(201).send({ message: messages.success.userAdded, user: toApiUser(row) });
  });
};
