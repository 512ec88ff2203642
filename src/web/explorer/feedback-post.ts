// `POST /events/:id/feedback` from the event page's flag forms: only a signed-in reader, only with the CSRF token of
// their session (csrf.ts), counted as one page view of their account; then the same flow as the API's endpoint
// (src/feedback/flag-item.ts) and a 303 back to the item on the event page, which thanks them. A refusal is an
// HTML error page with the reason (the explorer's error handling, src/web/pages.ts).
import type { RouterContext } from '@koa/router';
import type { AppContext } from '../../context';
import { checkFlagRequest, flagItem } from '../../feedback/flag-item';
import type { FlagLimit } from '../../feedback/flag-limit';
import { ApiError } from '../../errors';
import { parseEventId } from '../../api/event-parameters';
import { CSRF_FIELD, type CsrfTokens } from '../account/csrf';
import { webSessionOf } from '../account/session-middleware';
import { flagAnchor } from './feedback-forms';
import type { PageViews } from './page-views';

const formField = (ctx: RouterContext, name: string): unknown =>
  ((ctx.request as { body?: unknown }).body as Record<string, unknown> | undefined)?.[name];

/** Form fields as the API's JSON flag: an empty optional field is an absent one, a ticked box is true. */
function flagOfForm(ctx: RouterContext): Record<string, unknown> {
  const text = (name: string) => {
    const value = formField(ctx, name);
    return value === '' ? undefined : value;
  };
  return {
    item: text('item'),
    item_id: text('item_id'),
    reason: text('reason'),
    comment: text('comment'),
    share_comment: formField(ctx, 'share_comment') === 'on',
  };
}

export function postFlag(app: AppContext, csrf: CsrfTokens, views: PageViews, limit: FlagLimit) {
  return async (ctx: RouterContext): Promise<void> => {
    ctx.set('Cache-Control', 'no-store');
    const session = webSessionOf(ctx);
    if (!session) throw new ApiError(403, 'sign_in_required', 'Sign in to flag an item as wrong.');
    if (!(await csrf.verify(session.id, formField(ctx, CSRF_FIELD)))) {
      throw new ApiError(
        403,
        'invalid_form',
        'The form had expired or did not come from this site. Go back, reload the page and send it again.',
      );
    }
    const caller = await views.count(ctx);
    const id = parseEventId(ctx.params.id);
    const outcome = await flagItem(app, limit, caller, id, checkFlagRequest(flagOfForm(ctx), false), 'page');
    ctx.status = 303;
    ctx.redirect(`/events/${id}?flagged=1#${flagAnchor(outcome.item)}`);
  };
}
