import type { Queryable } from '../../db/client';
import { conversationsRepository } from '../../db/repositories/conversations';
import { notFoundError } from '../../lib/http-error';
import { ownMessageReportError } from './errors';

/**
 * A participant reports the other person's message: 404 for a message of anyone else's conversation,
 * 403 for one's own. Once per reporter and message; reporting again changes nothing.
 */
export async function reportMessage(
  db: Queryable,
  input: { messageId: string; reporterId: string; reason: string; now: Date },
): Promise<void> {
  const repository = conversationsRepository(db);
  const message = await repository.findMessageFor(input.messageId, input.reporterId);
  if (!message) throw notFoundError();
  if (message.senderId === input.reporterId) throw ownMessageReportError();
  await repository.report(input.messageId, input.reporterId, input.reason, input.now);
}
