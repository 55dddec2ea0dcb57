import {
  STAY_LIMITS,
  STAY_SEARCH_COUNT_CAP,
  STAY_SORTS,
  stayPrice,
  type StaySort,
  type StaySummary,
} from '@orchim/shared';
import type { Queryable } from '../../../db/client';
import { changesSince, loadEntries, type CatalogueEntry } from './entries';
import { matcherFor, sortedView, SORTS, sortKeysDiffer, type SortedView, type StaySearch } from './matching';

export type { StaySearch } from './matching';

export interface StaySearchPage {
  /** The page's cards (StaySummary[]) as JSON. */
  itemsJson: string;
  /** Matches counted up to countCap + 1: more than countCap means "countCap+". */
  total: number;
  hasMore: boolean;
}

interface SearchOptions {
  countCap?: number;
  pageSize?: number;
}

export interface StayCatalogue {
  /** Brings the catalogue up to every change committed before the call. */
  catchUp(): Promise<void>;
  /** A page from the catalogue as it is: call catchUp first (search does both). */
  find(search: StaySearch, options?: SearchOptions): StaySearchPage;
  search(search: StaySearch, options?: SearchOptions): Promise<StaySearchPage>;
}

/**
 * The stay search's read model (docs/decisions/008-stay-catalogue.md): every published stay held in
 * memory with its taken nights, and one array per sort, so a search is a walk down one array that
 * stops once it has the page and cap + 1 matches, with no query but a version check. Each search first
 * asks the database what changed since the version held (stay_catalogue_version and _changes, kept by
 * triggers on stays, stay_images and stay_reservations) and reloads those stays, so a search never
 * misses a change committed before it began, whichever server instance made it.
 */
export function createStayCatalogue(db: Queryable): StayCatalogue {
  const entries = new Map<string, CatalogueEntry>();
  let views: Record<StaySort, SortedView> | null = null;
  let version = -1;

  /**
   * The views again after a change: sorted afresh when a stay came, went or moved, else in the order
   * they had (the entries changed in place, only their copied fields need copying again).
   */
  function rebuild(reorder: boolean) {
    const held = views;
    views = Object.fromEntries(
      STAY_SORTS.map((sort) => [
        sort,
        sortedView(reorder || !held ? [...entries.values()].sort(SORTS[sort]) : held[sort].entries),
      ]),
    ) as Record<StaySort, SortedView>;
  }

  async function catchUp() {
    if (version < 0) {
      // The version first: whatever the load then sees is at least as new, and anything newer is
      // noted above it and reloaded on the next search.
      const { version: current } = await changesSince(db, Number.MAX_SAFE_INTEGER);
      for (const entry of await loadEntries(db)) entries.set(entry.id, entry);
      version = current;
      rebuild(true);
      return;
    }
    const { version: current, changed } = await changesSince(db, version);
    if (current === version) return;
    let reorder = false;
    if (changed.length > 0) {
      const loaded = new Map((await loadEntries(db, changed)).map((entry) => [entry.id, entry]));
      for (const id of changed) {
        const held = entries.get(id);
        const fresh = loaded.get(id);
        if (!fresh) {
          // Unpublished, suspended or deleted.
          if (held) entries.delete(id);
          reorder ||= !!held;
        } else if (!held) {
          entries.set(id, fresh);
          reorder = true;
        } else {
          reorder ||= sortKeysDiffer(held, fresh);
          // In place: the views hold this object.
          Object.assign(held, fresh);
        }
      }
    }
    version = current;
    rebuild(reorder);
  }

  // At most one catch-up runs at a time, and a search arriving meanwhile waits for the next one (which
  // starts after the running one, so it sees every commit made before that search arrived); all the
  // searches that arrive during one catch-up share the next.
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  function fresh(): Promise<void> {
    if (!running) {
      running = catchUp().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return fresh();
      });
    return next;
  }

  function find(search: StaySearch, options: SearchOptions = {}): StaySearchPage {
    const cap = options.countCap ?? STAY_SEARCH_COUNT_CAP;
    const pageSize = options.pageSize ?? STAY_LIMITS.searchPageSize;
    const matches = matcherFor(search);
    const first = (search.page - 1) * pageSize;
    // One more than the page, to know whether more follow.
    const end = first + pageSize + 1;
    const page: CatalogueEntry[] = [];
    let count = 0;
    const view = views?.[search.sort];
    for (let i = 0; view && i < view.entries.length; i += 1) {
      if (!matches(view, i)) continue;
      if (count >= first && count < end) page.push(view.entries[i]!);
      count += 1;
      if (count > cap && count >= end) break;
    }
    const items = page.slice(0, pageSize).map((entry) => {
      const quote: StaySummary['quote'] =
        search.nights === null
          ? null
          : {
              ...stayPrice(search.nights, entry.pricePerNightCents, entry.cleaningFeeCents),
              currency: entry.currency,
            };
      return `${entry.cards[search.lang]},"quote":${JSON.stringify(quote)}}`;
    });
    return {
      itemsJson: `[${items.join(',')}]`,
      total: Math.min(count, cap + 1),
      hasMore: page.length > pageSize,
    };
  }

  return {
    catchUp: fresh,
    find,
    async search(search, options) {
      await fresh();
      return find(search, options);
    },
  };
}
