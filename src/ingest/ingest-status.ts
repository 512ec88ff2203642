// When ingest last ran and will next run, kept in Redis for GET /stats (SPEC §2 Stats snapshot). Losing it only
// blanks those fields until the next cycle.
import type Redis from 'ioredis';
import { redisKey } from '../store/redis-client';

export interface IngestStatus {
  last_ingest_at: string | null;
  next_ingest_at: string | null;
  ingest_cadence_minutes: number;
}

const key = (prefix: string) => redisKey(prefix, 'ingest', 'status');

export async function recordIngest(
  redis: Redis,
  prefix: string,
  status: Partial<IngestStatus>,
): Promise<void> {
  const fields = Object.entries(status).filter(([, v]) => v !== undefined && v !== null);
  if (fields.length > 0)
    await redis.hset(key(prefix), Object.fromEntries(fields.map(([k, v]) => [k, String(v)])));
}

export async function readIngestStatus(
  redis: Redis,
  prefix: string,
  cadenceMinutes: number,
): Promise<IngestStatus> {
  const stored = await redis.hgetall(key(prefix));
  return {
    last_ingest_at: stored.last_ingest_at ?? null,
    next_ingest_at: stored.next_ingest_at ?? null,
    ingest_cadence_minutes: stored.ingest_cadence_minutes
      ? Number(stored.ingest_cadence_minutes)
      : cadenceMinutes,
  };
}
