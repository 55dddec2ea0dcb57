import type { AdminAction, AuditEntry, AuditTargetType } from '@orchim/shared';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Queryable } from '../client';
import { auditLog } from '../schema';
import { containsText, pageOf, type Page } from './admin-pages';
import { windowTotal } from './window-page';

/** Who did it: an admin (id and email as they were), or the server's shell (no id). */
export interface AuditActor {
  id: string | null;
  email: string;
}

/** The actor of changes made with `npm run admin:create`. */
export const COMMAND_LINE_ACTOR: AuditActor = { id: null, email: 'command line' };

export interface AuditRecord {
  actor: AuditActor;
  action: AdminAction;
  target: { type: AuditTargetType; id: string; label: string };
  reason?: string;
  at: Date;
}

export interface AuditFilters {
  action?: AdminAction;
  q?: string;
  page: number;
}

type AuditRow = typeof auditLog.$inferSelect;

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail },
  action: row.action as AdminAction,
  target: { type: row.targetType as AuditTargetType, id: row.targetId, label: row.targetLabel },
  reason: row.reason,
});

/**
 * The audit log: one row per admin change, written with `record` on the transaction of the change, so
 * that the change and its record commit (or fail) together. The database refuses changes to rows.
 */
export function auditLogRepository(db: Queryable) {
  return {
    async record(entry: AuditRecord): Promise<void> {
      await db.insert(auditLog).values({
        at: entry.at,
        actorId: entry.actor.id,
        actorEmail: entry.actor.email,
        action: entry.action,
        targetType: entry.target.type,
        targetId: entry.target.id,
        targetLabel: entry.target.label,
        reason: entry.reason ?? '',
      });
    },

    /** A page, newest first (audit_log_at_idx, or audit_log_action_at_idx for one action). */
    async list(filters: AuditFilters): Promise<Page<AuditEntry>> {
      const search = filters.q
        ? or(containsText(auditLog.actorEmail, filters.q), containsText(auditLog.targetLabel, filters.q))
        : undefined;
      const rows = await pageOf(filters.page, (limit, offset) =>
        db
          .select({ row: auditLog, total: windowTotal() })
          .from(auditLog)
          .where(and(filters.action ? eq(auditLog.action, filters.action) : undefined, search))
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(limit)
          .offset(offset),
      );
      return { ...rows, items: rows.items.map(({ row }) => toEntry(row)) };
    },
  };
}
