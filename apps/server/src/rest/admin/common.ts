import { ADMIN_ERROR_CODES, apiErrorSchema } from '@orchim/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { signedInUser } from '../../auth/request-user';
import type { AuditActor } from '../../db/repositories/audit-log';
import { HttpError } from '../../lib/http-error';
import type { Mail } from '../../mail/mail';

/** The refusals every admin route may answer. */
export const adminErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
/** …and those of the routes that change something. */
export const adminWriteErrors = { ...adminErrors, 409: apiErrorSchema };

/** The admin making the request, as the audit log keeps them. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = signedInUser(request);
  return { id: user.id, email: user.email };
}

export const alreadyDoneError = (message: string) =>
  new HttpError(409, ADMIN_ERROR_CODES.alreadyDone, message);
export const notSuspendedError = (message: string) =>
  new HttpError(409, ADMIN_ERROR_CODES.notSuspended, message);
export const selfChangeError = () =>
  new HttpError(
    409,
    ADMIN_ERROR_CODES.selfChange,
    'You cannot disable your own account or remove your own admin role',
  );

/** Sends a mail after the change committed; a mail that fails leaves the change standing (it is logged). */
export async function mailAfterwards(
  app: FastifyInstance,
  request: FastifyRequest,
  mail: Mail,
): Promise<void> {
  try {
    await app.mailer.send(mail);
  } catch (error) {
    request.log.error({ err: error, subject: mail.subject }, 'admin mail not sent');
  }
}
