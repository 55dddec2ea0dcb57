import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../db/client';
import { rowsOf } from '../db/migrate';
import { EVENTS_CHANNEL } from './booking-events';
import type { EventHub } from './event-hub';
import { parseNotification, type Notification } from './notifications';

/**
 * The database's announcements (NOTIFY orchim_events, from the bookings_announce and messages_announce
 * triggers), fed to this instance's hub. Each server instance LISTENs once, from the first channel opened
 * on it (most test apps never open one); every instance on the database hears every booking and message,
 * so one made through an instance reaches sockets held by the others.
 */
export class NotificationSource {
  private listening: Promise<void> | null = null;
  private stop: (() => Promise<void>) | null = null;
  private closed = false;

  constructor(
    private readonly database: DatabaseConnection,
    private readonly hub: EventHub,
    private readonly log: FastifyBaseLogger,
    /** Told which users each notification reached on this instance. */
    private readonly onDispatched: (notification: Notification, reached: Set<string>) => void = () => {},
  ) {}

  /** Resolves once this instance is listening; a failure is reported to the caller and tried again on the next call. */
  start(): Promise<void> {
    this.listening ??= this.listen().catch((error: unknown) => {
      this.listening = null;
      throw error;
    });
    return this.listening;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.listening?.catch(() => {});
    await this.stop?.().catch(() => {});
    this.stop = null;
  }

  private async listen(): Promise<void> {
    // NOTIFY channels are database-wide, and test files share one database with a schema each: only
    // announcements of the schema this instance works in are its own. The schema search_path resolves to,
    // so a schema chosen in DATABASE_URL's `options` counts too.
    const [row] = rowsOf<{ schema: string }>(
      await this.database.db.execute(sql`select current_schema() as schema`),
    );
    const schema = row?.schema ?? this.database.schema;
    const stop = await this.database.listen(EVENTS_CHANNEL, (payload) => {
      const notification = parseNotification(payload);
      if (!notification) {
        this.log.warn(
          { channel: EVENTS_CHANNEL },
          'realtime: ignoring a notification that is not a booking or message event',
        );
        return;
      }
      if (notification.schema !== schema) return;
      this.log.debug({ type: notification.type }, 'realtime: event');
      this.onDispatched(notification, this.hub.dispatch(notification));
    });
    if (this.closed) {
      await stop();
      throw new Error('the realtime service is closed');
    }
    this.stop = stop;
    this.log.debug({ channel: EVENTS_CHANNEL, schema }, 'realtime: listening');
  }
}
