// `/`: the events list. The API's filters as a GET form, sorted by divergence or recency, a screenful per page
// with cursor pagination, each event with its left/centre/right coverage drawn as a spectrum bar.
import { lookbackStart, type Caller } from '../../access/caller';
import type { AppContext } from '../../context';
import { OUTLETS } from '../../outlets/catalog';
import { listEvents } from '../../services/events';
import { DIVERGENCE_RANGE } from '../../spec';
import { html, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { eventCard, pagination } from './event-card';
import { categoryField, filterActions, selected } from './filter-form';
import { EVENTS_PER_PAGE, PAGE_SORTS, parseEventsQuery, type EventsQuery } from './events-query';
import { explorerHead } from './head';
import { forReaders } from './reader-errors';
import { readingAs } from './reading-as';
import type { Page } from './page';

const SORT_LABELS: Record<(typeof PAGE_SORTS)[number], string> = {
  divergence: 'Most divergent first',
  recent: 'Most recently updated first',
};

const OUTLETS_BY_NAME = [...OUTLETS].sort((a, b) => a.name.localeCompare(b.name));

/** A bound of the divergence range: a whole number input kept to the score's scale. */
function divergenceField(
  name: 'min_divergence' | 'max_divergence',
  label: string,
  value: EventsQuery['form']['min_divergence'],
): SafeHtml {
  return html`<div class="field">
    <label for="${name}">${label}</label>
    <input
      id="${name}"
      name="${name}"
      type="number"
      inputmode="numeric"
      min="${DIVERGENCE_RANGE.min}"
      max="${DIVERGENCE_RANGE.max}"
      value="${value ?? ''}"
    />
  </div>`;
}

function filterForm(form: EventsQuery['form'], caller: Caller): SafeHtml {
  const lookback = lookbackStart(caller);
  const since = form.since ? form.since.toISOString().slice(0, 10) : '';
  return html`<form class="filters" method="get" action="/" aria-labelledby="filters-title">
    <h2 id="filters-title" class="visually-hidden">Filter the events</h2>
    ${categoryField(form.category)}
    ${divergenceField('min_divergence', 'Divergence from', form.min_divergence)}
    ${divergenceField('max_divergence', 'Divergence to', form.max_divergence)}
    <div class="field">
      <label for="outlet">Covered by</label>
      <select id="outlet" name="outlet">
        <option value="">Any outlet</option>
        ${OUTLETS_BY_NAME.map(
          (o) =>
            html`<option value="${o.slug}" ${selected(!!form.outlet?.includes(o.slug))}>${o.name}</option>`,
        )}
      </select>
    </div>
    <div class="field">
      <label for="since">First seen since</label>
      <input
        id="since"
        name="since"
        type="date"
        value="${since}"
        ${lookback ? html` min="${lookback.toISOString().slice(0, 10)}"` : ''}
      />
    </div>
    <div class="field">
      <label for="sort">Order</label>
      <select id="sort" name="sort">
        ${PAGE_SORTS.map((s) => html`<option value="${s}" ${selected(form.sort === s)}>${SORT_LABELS[s]}</option>`)}
      </select>
    </div>
    ${filterActions('Show events', '/')}
  </form>`;
}

export function eventsPage(app: AppContext): Page {
  return async (ctx, caller) => {
    const query = await forReaders(caller, async () => parseEventsQuery(ctx.query));
    const page = await forReaders(caller, () =>
      listEvents(app, { ...query.filters, sort: query.sort }, caller, {
        limit: EVENTS_PER_PAGE,
        cursor: query.cursor,
      }),
    );
    const results = page.items.length
      ? html`<ol class="event-list">
          ${page.items.map((event) => eventCard(event))}
        </ol>`
      : html`<p class="empty">
          No events match these filters. Try a wider divergence range, another category, or an earlier date.
        </p>`;
    return renderPage({
      title: 'Events across the spectrum',
      current: '/',
      head: explorerHead(),
      main: html`<h1>Events across the spectrum</h1>
        <p>
          Each event is one story as 45 outlets from left to right reported it. The divergence score (0 to
          100) says how differently the sides told it; the bar shows how many outlets on each side covered it.
        </p>
        ${readingAs(caller)} ${filterForm(query.form, caller)}
        <section aria-labelledby="results-title">
          <h2 id="results-title">Events</h2>
          ${results} ${pagination('/', ctx.querystring, page.nextCursor)}
        </section>`,
    });
  };
}
