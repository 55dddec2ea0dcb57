import { z } from 'zod';

/**
 * Where a stay or a meal is on a public map: the block it is on, never its door (docs/decisions/041-map.md).
 * In the Crown Heights grid it is the block between the two streets and the two avenues around the
 * listing's point; elsewhere (Cambria Heights, by the Ohel) a fixed cell of about 220 by 210 metres. Every
 * point of a block gives the same answer, so the exact address cannot be worked back from it: only a
 * booking has that. Degrees, rounded to six decimals.
 */
export const listingBlockSchema = z.object({
  /** The block's centre, where a list of places puts it. */
  latitude: z.number(),
  longitude: z.number(),
  /** The block's edges: the streets north and south of it, the avenues west and east. */
  south: z.number(),
  west: z.number(),
  north: z.number(),
  east: z.number(),
});
export type ListingBlock = z.infer<typeof listingBlockSchema>;
