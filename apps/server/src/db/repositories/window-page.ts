import { sql } from 'drizzle-orm';

/** The number of all rows the query matches, on each of its rows: the `total` windowPage reads. */
export const windowTotal = () => sql<number>`count(*) over ()`.mapWith(Number);

/** One page of a list and the number of rows matching it. */
export interface WindowPage<Row> {
  rows: Row[];
  total: number;
  hasMore: boolean;
}

/**
 * Page `page` (from 1) of `pageSize` rows: `fetch` reads `limit` rows from `offset`, each carrying the count
 * of all matching rows (`count(*) over ()`), so one query gives both. Past the last page the count has no
 * row to ride on: it comes from the first row then.
 */
export async function windowPage<Row extends { total: number }>(
  page: number,
  pageSize: number,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
): Promise<WindowPage<Row>> {
  const offset = (page - 1) * pageSize;
  const rows = await fetch(pageSize, offset);
  const total = rows[0]?.total ?? (page > 1 ? ((await fetch(1, 0))[0]?.total ?? 0) : 0);
  return { rows, total, hasMore: offset + rows.length < total };
}

/** A page of a public list as the API answers it: its items, the number of matches, and whether more follow. */
export interface ListPage<Item> {
  items: Item[];
  total: number;
  hasMore: boolean;
}

/** windowPage, each row made into the item the API answers by `item`. */
export async function listPage<Row extends { total: number }, Item>(
  page: number,
  pageSize: number,
  fetch: (limit: number, offset: number) => Promise<Row[]>,
  item: (row: Row) => Item,
): Promise<ListPage<Item>> {
  const { rows, total, hasMore } = await windowPage(page, pageSize, fetch);
  return { items: rows.map(item), total, hasMore };
}
