// GET /export/events.ndjson and GET /export/articles.ndjson (docs/export.md): tier Business only, every matching
// row as streamed NDJSON in the list item's wire format, resumable by cursor, charged on the daily cap per
// started 1,000 rows. Validation, the tier, the cursor and the walk's first page all come before the first byte,
// so each of their failures is an ordinary error response.
import Router from '@koa/router';
import type { Context } from 'koa';
import type { DailyCap } from '../../access/daily-cap';
import { hasTier } from '../../access/tier-guard';
import type { AppContext } from '../../context';
import { exportCursor, exportStart } from '../../services/export/export-cursor';
import { articleExport, eventExport, type PlannedExport } from '../../services/export/export-plans';
import { exportPages } from '../../services/export/export-walk';
import { RowBudget } from '../../services/export/row-budget';
import { cursorSecret } from '../../services/pagination/secret';
import type { Tier } from '../../spec';
import { ARTICLE_EXPORT_PARAMETERS, EVENT_EXPORT_PARAMETERS } from '../../contract/parameters/export';
import { devTierRequired } from '../../errors';
import { eventFilters, parseEmbed } from '../../api/event-parameters';
import { exportStream } from '../export-stream';
import { callerOf } from '../middleware/authenticate';
import { presentArticle } from '../../api/presenters/article';
import { presentEventListItem } from '../../api/presenters/event';
import { validateQuery } from '../../api/query-validation';

export const EXPORT_TIERS: readonly Tier[] = ['business'];
export const NDJSON_TYPE = 'application/x-ndjson';
/** The response header with a cursor of the export at the point this response starts (docs/export.md). */
export const EXPORT_CURSOR_HEADER = 'Export-Cursor';

interface ResumeParameters {
  cursor?: string;
  after?: number;
}

function requireBusiness(ctx: Context): void {
  if (!hasTier(callerOf(ctx), EXPORT_TIERS)) {
    throw devTierRequired('bulk export requires tier Business');
  }
}

export function exportRoutes(app: AppContext, dailyCap: DailyCap): Router {
  const router = new Router();

  router.get('/export/events.ndjson', async (ctx) => {
    requireBusiness(ctx);
    const params = validateQuery(ctx.query, EVENT_EXPORT_PARAMETERS);
    const embed = parseEmbed(params.embed);
    const planned = eventExport(app, callerOf(ctx), eventFilters(params), embed);
    await streamExport(ctx, app, dailyCap, planned, params, (event, now) =>
      presentEventListItem(event, embed, now),
    );
  });

  router.get('/export/articles.ndjson', async (ctx) => {
    requireBusiness(ctx);
    const q = validateQuery(ctx.query, ARTICLE_EXPORT_PARAMETERS);
    const filters = {
      outlets: q.outlet,
      tags: q.tag,
      eventId: q.event_id,
      since: q.since,
      until: q.until,
      category: q.category,
    };
    await streamExport(ctx, app, dailyCap, articleExport(app, callerOf(ctx), filters), q, presentArticle);
  });

  return router;
}

async function streamExport<T extends { id: number }>(
  ctx: Context,
  app: AppContext,
  dailyCap: DailyCap,
  { plan, queryKey }: PlannedExport<T>,
  resume: ResumeParameters,
  present: (row: T, now: number) => unknown,
): Promise<void> {
  const secret = await cursorSecret(app);
  const now = Date.now();
  const start = exportStart(secret, queryKey, resume, now);
  const pages = exportPages(app, plan, start);
  let first: IteratorResult<T[], void>;
  try {
    first = await pages.next();
  } catch (err) {
    await pages.return(undefined);
    throw err;
  }
  const caller = callerOf(ctx);
  const cursorAfter = (lastId: number | undefined) =>
    exportCursor(secret, queryKey, start.snapshotAt, lastId);
  ctx.set(EXPORT_CURSOR_HEADER, cursorAfter(start.afterId));
  // Every export differs (a snapshot of its own); compressed whatever the size, since the length is unknown.
  ctx.set('Cache-Control', 'no-store');
  ctx.type = NDJSON_TYPE;
  ctx.compress = true;
  ctx.body = exportStream({
    first,
    pages,
    present,
    budget: new RowBudget(() => dailyCap.consume(caller)),
    cursorAfter,
    startAfter: start.afterId,
    logger: app.logger,
    requestId: String(ctx.state.requestId),
  });
}
