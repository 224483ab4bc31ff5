import { z } from 'zod';

export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  uptime: z.number(),
});
export type Health = z.infer<typeof HealthSchema>;
