// How the account forms read a post and answer it: the posted fields, an HTML page with a status, a 303 to the
// page that shows what happened, the 403 page for a form whose CSRF token is wrong, and a wait put in words.
import type { RouterContext } from '@koa/router';
import { renderErrorPage } from '../error-page';

export const body = (ctx: RouterContext): unknown => (ctx.request as { body?: unknown }).body;
export const field = (ctx: RouterContext, name: string): unknown =>
  (body(ctx) as Record<string, unknown> | undefined)?.[name];

export function page(ctx: RouterContext, status: number, markup: string): void {
  ctx.status = status;
  ctx.type = 'html';
  ctx.body = markup;
}

export function seeOther(ctx: RouterContext, location: string): void {
  ctx.status = 303;
  ctx.redirect(location);
}

export function forbiddenForm(ctx: RouterContext): void {
  page(
    ctx,
    403,
    renderErrorPage(
      403,
      'The form had expired or did not come from this site. Go back, reload the page and send it again.',
    ),
  );
}

/** A wait in words: minutes up to an hour and a half, hours beyond (the day-long limits). */
export const waitOf = (seconds: number): string => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  if (m > 90) return `${Math.ceil(m / 60)} hours`;
  return m === 1 ? 'a minute' : `${m} minutes`;
};
