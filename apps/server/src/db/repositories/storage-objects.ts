import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../client';
import { storageObjects } from '../schema';

export type StorageObjectRow = typeof storageObjects.$inferSelect;
export type NewStorageObject = Omit<typeof storageObjects.$inferInsert, 'id' | 'updatedAt'>;

/** The metadata of /storage/v1's objects, one row each (the bytes are in the object store). */
export function storageObjectsRepository(db: Queryable) {
  return {
    async insert(values: NewStorageObject): Promise<StorageObjectRow> {
      const [row] = await db
        .insert(storageObjects)
        .values({ ...values, updatedAt: values.createdAt })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },

    async find(bucket: string, name: string): Promise<StorageObjectRow | null> {
      const [row] = await db
        .select()
        .from(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)));
      return row ?? null;
    },

    /** The owner's objects in the bucket whose names start with `prefix`, by name. */
    async listOwned(
      bucket: string,
      ownerId: string,
      prefix: string,
      page: { limit: number; offset: number },
    ): Promise<StorageObjectRow[]> {
      return db
        .select()
        .from(storageObjects)
        .where(
          and(
            eq(storageObjects.ownerId, ownerId),
            eq(storageObjects.bucket, bucket),
            sql`starts_with(${storageObjects.name}, ${prefix})`,
          ),
        )
        .orderBy(asc(storageObjects.name))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Deletes the row; the deleted row, or null when there was none. */
    async remove(bucket: string, name: string): Promise<StorageObjectRow | null> {
      const [row] = await db
        .delete(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket), eq(storageObjects.name, name)))
        .returning();
      return row ?? null;
    },

    /** Deletes every row whose name starts with `prefix` (a listing's photos); the deleted rows. */
    async removeUnder(bucket: string, prefix: string): Promise<StorageObjectRow[]> {
      return db
        .delete(storageObjects)
        .where(and(eq(storageObjects.bucket, bucket), sql`starts_with(${storageObjects.name}, ${prefix})`))
        .returning();
    },
  };
}
