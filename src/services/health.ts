// Health of the two stores the service cannot work without.
import type { AppContext } from '../context';
import { esHealth } from '../store/es-client';
import { redisHealth } from '../store/redis-client';

export interface HealthReport {
  ok: boolean;
  elasticsearch: { ok: boolean; status: string };
  redis: { ok: boolean; status: string };
}

export async function checkHealth(ctx: AppContext): Promise<HealthReport> {
  const [elasticsearch, redis] = await Promise.all([esHealth(ctx.es), redisHealth(ctx.redis)]);
  return { ok: elasticsearch.ok && redis.ok, elasticsearch, redis };
}
