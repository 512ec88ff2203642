// The event page's reader feedback (docs/decisions.md, "Reader feedback"): beside each flaggable item, how many
// readers flagged it as wrong (a count, never who or what they wrote) and, for a signed-in reader, a folded form to
// flag it with a reason from the item's fixed list, optional words, and whether those words may be shared with the
// people who evaluate the analysis. The form posts to the page route in feedback-post.ts with the session's CSRF
// token; an anonymous reader gets one line inviting them to sign in.
import { COMMENT_MAX_LENGTH, REASON_TEXT } from '../../feedback/items';
import { FEEDBACK_REASONS, type FeedbackItemKind } from '../../spec';
import { html, type SafeHtml } from '../html';

/** What the page needs to offer flag forms: the event and the signed-in reader's form token. */
export interface FlagForms {
  eventId: number;
  /** The CSRF token of the reader's session; undefined for an anonymous reader, who gets no forms. */
  csrfToken?: string;
}

export interface FlaggableItem {
  kind: FeedbackItemKind;
  id: string;
  /** Names the item in the form's summary and labels, for readers of assistive technology. */
  label: string;
  readers: number;
}

/** Notices the page shows after a flag; a fixed list, so a link cannot put words on the page. */
export const FLAGGED_NOTICE =
  'Thank you: your flag is recorded. Others see only how many readers flagged an item.';

/** The element id of an item's feedback block: where the page returns to after a flag. */
export const flagAnchor = (item: Pick<FlaggableItem, 'kind' | 'id'>): string =>
  `flag-${item.kind}-${item.id}`;

function readersText(readers: number): string {
  if (readers === 0) return '';
  return `${readers} reader${readers === 1 ? '' : 's'} flagged this as wrong`;
}

function flagForm(item: FlaggableItem, forms: FlagForms & { csrfToken: string }): SafeHtml {
  const base = flagAnchor(item);
  return html`<details class="flag-form">
    <summary>Flag ${item.label} as wrong</summary>
    <form method="post" action="/events/${forms.eventId}/feedback">
      <input type="hidden" name="csrf_token" value="${forms.csrfToken}" />
      <input type="hidden" name="item" value="${item.kind}" />
      <input type="hidden" name="item_id" value="${item.id}" />
      <fieldset>
        <legend>What is wrong with ${item.label}?</legend>
        ${FEEDBACK_REASONS[item.kind].map(
          (reason) =>
            html`<div>
              <input type="radio" id="${base}-${reason}" name="reason" value="${reason}" required />
              <label for="${base}-${reason}">${REASON_TEXT[reason]}</label>
            </div>`,
        )}
      </fieldset>
      <label for="${base}-comment"
        >Anything to add (optional, at most ${COMMENT_MAX_LENGTH} characters)</label
      >
      <textarea id="${base}-comment" name="comment" maxlength="${COMMENT_MAX_LENGTH}" rows="2"></textarea>
      <div>
        <input type="checkbox" id="${base}-share" name="share_comment" value="on" />
        <label for="${base}-share">The people who evaluate the analysis may read my words</label>
      </div>
      <button type="submit">Send flag</button>
    </form>
  </details>`;
}

/** An item's count and, for a signed-in reader, its flag form. */
export function flagBlock(item: FlaggableItem, forms: FlagForms): SafeHtml {
  const count = readersText(item.readers);
  const token = forms.csrfToken;
  if (!count && token === undefined) return html``;
  return html`<div class="flag" id="${flagAnchor(item)}">
    ${count ? html`<p class="flag-count">${count}</p>` : ''}
    ${token === undefined ? '' : flagForm(item, { ...forms, csrfToken: token })}
  </div>`;
}

/** One line for anonymous readers on how to flag, and the thank-you notice after a flag. */
export function feedbackIntro(forms: FlagForms, flagged: boolean): SafeHtml {
  return html`${flagged ? html`<p class="notice" role="status">${FLAGGED_NOTICE}</p>` : ''}
  ${
    forms.csrfToken === undefined
      ? html`<p class="muted">
          <a href="/account/sign-in">Sign in</a> to flag the score, a claim, a framing summary or a gap as
          wrong.
        </p>`
      : ''
  }`;
}
