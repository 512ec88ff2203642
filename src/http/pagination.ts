// The wire side of cursor pagination (SPEC §4 Pagination): the `cursor` and `limit` parameters, the `meta`
// object, and the `Link: <...>; rel="next"` header sent exactly when a next page exists.
import Joi from 'joi';
import type { Context } from 'koa';
import { clampLimit } from '../services/pagination/limit';
import type { Page, PageRequest } from '../services/pagination/paged-search';
import { presentListMeta } from '../api/presenters/list-meta';

/**
 * Schema keys every paginated endpoint accepts. `limit` outside 1-100 is clamped, not rejected (rule 2); a
 * cursor of any shape is accepted here and judged by the codec, so every bad cursor gets invalid_cursor.
 */
export const PAGING_PARAMETERS = {
  limit: Joi.number().integer().unsafe(),
  cursor: Joi.string().allow(''),
};

export function pageRequest(query: { limit?: number; cursor?: string }): PageRequest {
  return { limit: clampLimit(query.limit), cursor: query.cursor };
}

export function sendPage<T>(ctx: Context, page: Page<T>, limit: number, present: (item: T) => unknown): void {
  ctx.body = {
    data: page.items.map(present),
    meta: presentListMeta(page),
  };
  if (page.nextCursor !== null) ctx.set('Link', `<${nextPageUrl(ctx, page.nextCursor, limit)}>; rel="next"`);
}

/** The same path and parameters (repeated ones kept), with this page's cursor and limit. */
function nextPageUrl(ctx: Context, cursor: string, limit: number): string {
  const params = new URLSearchParams(ctx.querystring);
  params.delete('cursor');
  params.delete('limit');
  params.append('cursor', cursor);
  params.append('limit', String(limit));
  return `${ctx.path}?${params.toString()}`;
}
