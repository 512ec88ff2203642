// The service's health on the wire (GET /health): a 200 says both stores answer, and how the cluster is.
import { z } from 'zod';

export const health = z
  .strictObject({
    status: z.literal('ok').describe('Always `ok` on a 200.'),
    elasticsearch: z.enum(['green', 'yellow']).describe('Cluster health; yellow is healthy on one node.'),
    redis: z.literal('up').describe('Redis answered.'),
  })
  .describe('Store states.');

export type Health = z.infer<typeof health>;
