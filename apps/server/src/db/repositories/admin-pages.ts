import { ADMIN_PAGE_SIZE } from '@orchim/shared';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { windowPage } from './window-page';

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

/** Page `page` (from 1) of ADMIN_PAGE_SIZE rows, each with the count of all matching rows (windowPage). */
export async function pageOf<Row extends { total: number }>(
  page: number,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
): Promise<Page<Row>> {
  const { rows, total, hasMore } = await windowPage(page, ADMIN_PAGE_SIZE, fetch);
  return { items: rows, page, hasMore, total };
}
