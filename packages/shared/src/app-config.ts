import { z } from 'zod';

/** GET /app-config.json: what the browser needs from the server at run time (never baked into the bundle). */
export const appConfigSchema = z.object({
  apiUrl: z.string().url(),
  anonKey: z.string().min(1),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
