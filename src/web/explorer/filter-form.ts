// What the explorer's filter forms share (the events list and the gaps list): the category field, the buttons
// that apply the filters or clear them, and how a chosen option is marked.
import { CATEGORIES } from '../../spec';
import { html, type SafeHtml } from '../html';
import { categoryLabel } from './format';

export const selected = (on: boolean) => (on ? html` selected` : '');

/** The category select, with "Any category" first; `current` is the one the form was sent with. */
export function categoryField(current: string | undefined): SafeHtml {
  return html`<div class="field">
    <label for="category">Category</label>
    <select id="category" name="category">
      <option value="">Any category</option>
      ${CATEGORIES.map((c) => html`<option value="${c}" ${selected(current === c)}>${categoryLabel(c)}</option>`)}
    </select>
  </div>`;
}

/** The submit button, named for what it shows, and a link back to the page with no filters. */
export function filterActions(submit: string, clearHref: string): SafeHtml {
  return html`<div class="actions">
    <button type="submit">${submit}</button>
    <a href="${clearHref}">Clear filters</a>
  </div>`;
}
