// GET /health: 200 when Elasticsearch and Redis both answer, else 503 with the error body naming what is down.
import Router from '@koa/router';
import type { AppContext } from '../../context';
import { checkHealth } from '../../services/health';
import { serviceUnavailable } from '../../errors';
import { refuseParameters } from '../../api/query-validation';

export function healthRoutes(app: AppContext): Router {
  const router = new Router();
  router.get('/health', async (ctx) => {
    refuseParameters(ctx.query);
    const report = await checkHealth(app);
    if (!report.ok) {
      const down = [!report.elasticsearch.ok && 'elasticsearch', !report.redis.ok && 'redis'].filter(Boolean);
      throw serviceUnavailable(`unavailable: ${down.join(', ')}`);
    }
    ctx.body = {
      data: { status: 'ok', elasticsearch: report.elasticsearch.status, redis: report.redis.status },
    };
  });
  return router;
}
