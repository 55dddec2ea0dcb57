import { DEFAULT_LANGUAGE, type StayImage } from '@orchim/shared';
import type { Queryable } from '../../db/client';
import { mealsRepository } from '../../db/repositories/meals';
import { ohelRepository } from '../../db/repositories/ohel';
import { staysRepository } from '../../db/repositories/stays';
import { transportRepository } from '../../db/repositories/transport';
import { toMealDetail } from '../../domain/meals/views';

/** What a listing's page says of it in its head: the same listing its detail API gives visitors. */
export interface ListingMeta {
  title: string;
  description: string;
  cover: StayImage | null;
}

type Lookup = (db: Queryable, id: string) => Promise<ListingMeta | null>;

// In the default language: the server cannot know the visitor's choice (kept in the browser), and a
// link preview is read by a crawler, which has none.
const lang = DEFAULT_LANGUAGE;
const meta = (listing: { title: string; description: string; images: StayImage[] } | null) =>
  listing && { title: listing.title, description: listing.description, cover: listing.images[0] ?? null };

/** The detail pages of product §2 whose listing the head describes, by the path's first segment. */
const LOOKUPS: Record<string, Lookup> = {
  stays: async (db, id) => meta(await staysRepository(db).findPublished(id, lang)),
  meals: async (db, id) => {
    const view = await mealsRepository(db).findPublished(id);
    return meta(view && toMealDetail(view, lang));
  },
  transport: async (db, id) => meta(await transportRepository(db).findPublished(id, lang)),
  ohel: async (db, id) => meta(await ohelRepository(db).findPublished(id, lang)),
};

/** Listing ids are UUIDs (the detail APIs' params say so); anything else is not looked up. */
const DETAIL_PATH =
  /^\/(stays|meals|transport|ohel)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The published listing a detail path names (drafts and suspended ones are null, as in the detail APIs),
 * or null for any other path.
 */
export async function listingMetaFor(db: Queryable, path: string): Promise<ListingMeta | null> {
  const match = DETAIL_PATH.exec(path);
  if (!match) return null;
  return LOOKUPS[match[1]!]!(db, match[2]!.toLowerCase());
}
