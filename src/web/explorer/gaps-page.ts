// `/gaps`: events one side of the spectrum covered and the other ignored (SPEC §4 Gap rules), latest coverage
// first, filtered by category and by the side that covered them, a screenful per page.
import { provisionalGap } from '../../analyze/coverage';
import type { AppContext } from '../../context';
import { GAP_LIST_PARAMETERS } from '../../contract/parameters/gaps';
import { cursor } from '../../contract/parameters/paging';
import { validateQuery } from '../../api/query-validation';
import { listGaps, type GapRecord } from '../../services/gaps';
import { GAP_PROVISIONAL_HOURS, GAP_SIDES, type Category } from '../../spec';
import { html, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { eventCard, pagination } from './event-card';
import { EVENTS_PER_PAGE } from './events-query';
import { categoryField, filterActions, selected } from './filter-form';
import { explorerHead } from './head';
import { forReaders } from './reader-errors';
import { readingAs } from './reading-as';
import type { Page } from './page';

type Side = (typeof GAP_SIDES)[number];

const PAGE_PARAMETERS = { category: GAP_LIST_PARAMETERS.category, side: GAP_LIST_PARAMETERS.side, cursor };

function gapLine({ gap, first_seen_at }: GapRecord, now: number): SafeHtml {
  // A young gap may still close: the other side has had little time to report (docs/decisions.md).
  const provisional = provisionalGap(first_seen_at, now)
    ? html` Provisional: first reported under ${GAP_PROVISIONAL_HOURS} h ago.`
    : html``;
  return html`<p class="gap-line gap-${gap.covered_by}">
    Covered by ${gap.covered_count} outlets on the <strong>${gap.covered_by}</strong>; ignored by the
    <strong>${gap.ignored_by}</strong> (${gap.ignored_count} outlets).${provisional}
  </p>`;
}

function filterForm(category: Category | undefined, side: Side | undefined): SafeHtml {
  return html`<form class="filters" method="get" action="/gaps" aria-label="Filter the gaps">
    ${categoryField(category)}
    <div class="field">
      <label for="side">Covered only by</label>
      <select id="side" name="side">
        <option value="">Either side</option>
        ${GAP_SIDES.map((s) => html`<option value="${s}" ${selected(side === s)}>the ${s}</option>`)}
      </select>
    </div>
    ${filterActions('Show gaps', '/gaps')}
  </form>`;
}

export function gapsPage(app: AppContext): Page {
  return async (ctx, caller) => {
    const query = await forReaders(caller, async () => {
      const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== ''));
      return validateQuery(given, PAGE_PARAMETERS);
    });
    const page = await forReaders(caller, () =>
      listGaps(app, { category: query.category, side: query.side }, caller, {
        limit: EVENTS_PER_PAGE,
        cursor: query.cursor,
      }),
    );
    const now = Date.now();
    const results = page.items.length
      ? html`<ol class="event-list">
          ${page.items.map((gap) => eventCard(gap, gapLine(gap, now)))}
        </ol>`
      : html`<p class="empty">No coverage gaps match. Every story here was covered by both sides.</p>`;
    return renderPage({
      title: 'Coverage gaps',
      current: '/gaps',
      head: explorerHead(),
      main: html`<h1>Coverage gaps</h1>
        <p>
          Stories that three or more outlets on one side of the spectrum covered while no outlet on the other
          side did. Outlets at positions 35 and below count as left, 65 and above as right.
        </p>
        ${readingAs(caller)} ${filterForm(query.category, query.side)}
        <section aria-labelledby="results-title">
          <h2 id="results-title">Gaps, latest coverage first</h2>
          ${results} ${pagination('/gaps', ctx.querystring, page.nextCursor)}
        </section>`,
    });
  };
}
