/** SQLSTATE of a violated exclusion constraint (stay_reservations_no_overlap: nights already taken). */
export const EXCLUSION_VIOLATION = '23P01';

/** Our own SQLSTATE, raised by the ride_fleet trigger: the service's vehicles are all on the road then. */
export const FLEET_FULL = 'OR409';

/**
 * The SQLSTATE a query failed with, if it did: both drivers put it in `code`, and drizzle wraps the
 * driver's error as `cause` (a transaction may wrap it once more).
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = cause;
  }
  return undefined;
}
