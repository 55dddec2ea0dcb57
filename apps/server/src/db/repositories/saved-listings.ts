import type { HostListingKind, Language, SavedListing } from '@orchim/shared';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../client';
import { savedListings, users } from '../schema';
import { coverOf } from './listing-images-json';
import { LISTINGS } from './listing-images';
import { translateFields } from './translations';

export type SaveOutcome = 'saved' | 'full';

/** The listings a guest saved, each kind's still published ones only when read. */
export function savedListingsRepository(db: Queryable) {
  return {
    /** Whether the listing exists and is published: only those can be saved. */
    async isPublished(kind: HostListingKind, id: string): Promise<boolean> {
      const table = LISTINGS[kind];
      const [row] = await db
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id, id), eq(table.status, 'published')));
      return Boolean(row);
    },

    /**
     * Saves the listing (again: its visit changes, its date stays), unless the guest already keeps
     * `limit` others: 'full'. Inside a transaction: the guest's row is locked first, as for visits.
     */
    async save(
      guestId: string,
      listing: { kind: HostListingKind; id: string },
      visitId: string | null,
      now: Date,
      limit: number,
    ): Promise<SaveOutcome> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, guestId)).for('update');
      const mine = eq(savedListings.guestId, guestId);
      const thisOne = and(
        mine,
        eq(savedListings.listingKind, listing.kind),
        eq(savedListings.listingId, listing.id),
      );
      const [already] = await db.select({ n: count() }).from(savedListings).where(thisOne);
      if (!already?.n) {
        const [kept] = await db.select({ n: count() }).from(savedListings).where(mine);
        if ((kept?.n ?? 0) >= limit) return 'full';
      }
      await db
        .insert(savedListings)
        .values({ guestId, listingKind: listing.kind, listingId: listing.id, visitId, createdAt: now })
        .onConflictDoUpdate({
          target: [savedListings.guestId, savedListings.listingKind, savedListings.listingId],
          set: { visitId },
        });
      return 'saved';
    },

    async remove(guestId: string, listing: { kind: HostListingKind; id: string }): Promise<boolean> {
      const rows = await db
        .delete(savedListings)
        .where(
          and(
            eq(savedListings.guestId, guestId),
            eq(savedListings.listingKind, listing.kind),
            eq(savedListings.listingId, listing.id),
          ),
        )
        .returning({ id: savedListings.listingId });
      return rows.length > 0;
    },

    /**
     * The guest's saved listings still published, newest first, each titled in `lang` with its cover:
     * one query for the list (saved_listings_guest_id_created_at_idx), then one per kind saved.
     */
    async list(guestId: string, lang: Language): Promise<SavedListing[]> {
      const saved = await db
        .select()
        .from(savedListings)
        .where(eq(savedListings.guestId, guestId))
        .orderBy(desc(savedListings.createdAt));
      const kinds = [...new Set(saved.map((row) => row.listingKind))];
      const found = new Map<string, Pick<SavedListing, 'title' | 'cover'>>();
      for (const kind of kinds) {
        const table = LISTINGS[kind];
        const ids = saved.filter((row) => row.listingKind === kind).map((row) => row.listingId);
        const rows = await db
          .select({
            id: table.id,
            title: table.title,
            translations: table.translations,
            cover: coverOf(kind, table.id),
          })
          .from(table)
          .where(and(inArray(table.id, ids), eq(table.status, 'published')));
        for (const row of rows) {
          const translations = row.translations as Partial<Record<Language, { title?: string }>>;
          found.set(`${kind}:${row.id}`, {
            title: translateFields(translations, lang, { title: row.title }).title,
            cover: row.cover,
          });
        }
      }
      return saved.flatMap((row) => {
        const listing = found.get(`${row.listingKind}:${row.listingId}`);
        if (!listing) return [];
        return [
          {
            kind: row.listingKind,
            id: row.listingId,
            ...listing,
            visitId: row.visitId,
            savedAt: row.createdAt.toISOString(),
          },
        ];
      });
    },
  };
}
