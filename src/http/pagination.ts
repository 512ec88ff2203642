// The wire side of cursor pagination (SPEC §4 Pagination): the page asked for by the `cursor` and `limit`
// parameters (src/contract/parameters/paging.ts), the `meta` object, and the `Link: <...>; rel="next"` header
// sent exactly when a next page exists.
import type { Context } from 'koa';
import { clampLimit } from '../services/pagination/limit';
import type { Page, PageRequest } from '../services/pagination/paged-search';
import { presentListMeta } from '../api/presenters/list-meta';

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
