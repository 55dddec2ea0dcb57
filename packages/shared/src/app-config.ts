import { z } from 'zod';

/** GET /app-config.json: what the browser needs from the server at run time (never baked into the bundle). */
export const appConfigSchema = z.object({
  apiUrl: z.string().url(),
  anonKey: z.string().min(1),
  /** How bookings are paid on this server: on arrival (no Stripe settings), or online through Stripe. */
  payments: z.enum(['on_arrival', 'stripe']),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
