// Health of the two stores the service cannot work without. /health needs no key, so anyone may call it as fast
// as they like: one check is shared by every request within HEALTH_CACHE_MS, so a flood of them costs the
// cluster and Redis one call a second per API process, and an outage still shows within a second.
import type { AppContext } from '../context';
import { esHealth } from '../store/es-client';
import { redisHealth } from '../store/redis-client';

export interface HealthReport {
  ok: boolean;
  elasticsearch: { ok: boolean; status: string };
  redis: { ok: boolean; status: string };
}

export const HEALTH_CACHE_MS = 1_000;

const recent = new WeakMap<AppContext, { at: number; report: Promise<HealthReport> }>();

export function checkHealth(ctx: AppContext, now: number = Date.now()): Promise<HealthReport> {
  const last = recent.get(ctx);
  // A clock that stepped back starts a fresh check rather than keeping an old one.
  if (last && now >= last.at && now - last.at < HEALTH_CACHE_MS) return last.report;
  const report = Promise.all([esHealth(ctx.es), redisHealth(ctx.redis)]).then(([elasticsearch, redis]) => ({
    ok: elasticsearch.ok && redis.ok,
    elasticsearch,
    redis,
  }));
  recent.set(ctx, { at: now, report });
  return report;
}
