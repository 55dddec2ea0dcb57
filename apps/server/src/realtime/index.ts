import { API_ERROR_CODES } from '@orchim/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import { EventHub } from './event-hub';
import { eventsPerSecondOf } from './limits';
import { noteMessageSeenLive } from './message-presence';
import { NotificationSource } from './notification-source';
import { PROTOCOL_VERSION } from './protocol';
import { RealtimeConnection } from './realtime-connection';

/**
 * /realtime/v1: the Phoenix channel subset @supabase/realtime-js speaks (src/realtime/protocol.ts),
 * fed by the database's LISTEN/NOTIFY. GET /realtime/v1/websocket?apikey=…&vsn=1.0.0 upgrades to a
 * WebSocket; the API scope has checked the key (from the query: browsers cannot set headers on a
 * WebSocket) before the upgrade, so a wrong key is refused with an HTTP 401 and no socket.
 */
export const realtimeRoutes: FastifyPluginAsync = async (app) => {
  // @fastify/websocket is registered at the root (src/app.ts), with the frame size limit: a larger frame closes the socket (1009).
  const hub = new EventHub();
  const events = new NotificationSource(app.database, hub, app.log, (notification, reached) =>
    noteMessageSeenLive(app, notification, reached),
  );
  app.addHook('onClose', () => events.close());

  app.get(
    '/websocket',
    { websocket: true, preValidation: async (request) => assertProtocolVersion(request) },
    (socket, request) => {
      new RealtimeConnection({
        socket,
        app,
        hub,
        events,
        log: request.log,
        eventsPerSecond: eventsPerSecondOf(queryOf(request).eventsPerSecond),
      }).start();
    },
  );
};

const queryOf = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

/** Phoenix's JSON frames are version 1.0.0, which Phoenix also assumes without a `vsn`; 2.0.0 would be arrays. */
async function assertProtocolVersion(request: FastifyRequest) {
  const vsn = queryOf(request).vsn;
  if (vsn !== undefined && vsn !== PROTOCOL_VERSION) {
    throw new HttpError(
      400,
      API_ERROR_CODES.validationFailed,
      `Unsupported protocol version ${vsn}: this server speaks vsn=${PROTOCOL_VERSION} (JSON frames)`,
    );
  }
}
