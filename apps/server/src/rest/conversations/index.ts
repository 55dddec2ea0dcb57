import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openConversationRoutes } from './open';
import { readConversationRoutes } from './read';
import { writeConversationRoutes } from './write';

/**
 * /rest/v1/conversations and /rest/v1/messages: guests and hosts writing to each other (decision 036).
 * Signed-in people only, and only the two people of a conversation see it: everyone else, the admin
 * included, gets the 404 of a conversation that does not exist.
 */
export const conversationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [openConversationRoutes, readConversationRoutes, writeConversationRoutes])
    await app.register(routes);
};
