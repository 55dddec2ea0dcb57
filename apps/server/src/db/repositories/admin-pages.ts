import { ADMIN_PAGE_SIZE } from '@orchim/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** One page of an admin list (the shared pageOf schema). */
export interface Page<T> {
  items: T[];
  page: number;
  hasMore: boolean;
  total: number;
}

/**
 * `column` contains `text`, ignoring case, with LIKE's wildcards in the text taken literally. The admin
 * lists are small next to what the site serves: the search scans the (filtered) rows, no trigram index.
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return sql`${column} ilike ${`%${escaped}%`}`;
}

/**
 * Page `page` (from 1) of ADMIN_PAGE_SIZE rows: `fetch` reads `limit` rows from `offset`, each with
 * the count of all matching rows (`count(*) over ()`). Past the last page the count comes from page 1.
 */
export async function pageOf<Row extends { total: number }>(
  page: number,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const offset = (page - 1) * ADMIN_PAGE_SIZE;
  const items = await fetch(ADMIN_PAGE_SIZE, offset);
  const total = items[0]?.total ?? (page > 1 ? ((await fetch(1, 0))[0]?.total ?? 0) : 0);
  return { items, page, hasMore: offset + items.length < total, total };
}
