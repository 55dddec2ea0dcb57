import { z } from 'zod';

/** GET /app-config.json: what the browser needs from the server at run time (never baked into the bundle). */
export const appConfigSchema = z.object({
  apiUrl: z.string().url(),
  anonKey: z.string().min(1),
  /** How bookings are paid on this server: on arrival (no Stripe settings), or online through Stripe. */
  payments: z.enum(['on_arrival', 'stripe']),
  /**
   * Map tiles (MAP_STYLE_URL, MAP_ATTRIBUTION): an XYZ template such as
   * https://tile.openstreetmap.org/{z}/{x}/{y}.png and the credit it needs. Without it the maps draw the
   * street grid shipped with the site (docs/decisions/041-map.md).
   */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).optional(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
