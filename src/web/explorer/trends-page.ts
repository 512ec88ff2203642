// `/trends`: the mean divergence of new events per category over time (the service of GET /stats/timeseries),
// drawn by uPlot from data embedded in the page, with the same numbers as a table for readers who cannot see the
// chart, and for browsers without JavaScript.
import type { AppContext } from '../../context';
import { SERIES_PARAMETERS } from '../../contract/parameters/timeseries';
import { validateQuery } from '../../api/query-validation';
import { statsTimeseries, type Timeseries } from '../../services/timeseries';
import { TIMESERIES_INTERVALS, type TimeseriesInterval } from '../../spec';
import { html, raw, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { assetUrl } from '../static-assets';
import { categoryLabel, dateText } from './format';
import { explorerHead } from './head';
import { forReaders } from './reader-errors';
import { readingAs } from './reading-as';
import type { Page } from './page';

const INTERVAL_LABELS: Record<TimeseriesInterval, string> = {
  hour: 'Hourly, last 24 hours',
  day: 'Daily, last 7 days',
  week: 'Weekly, last 12 weeks',
};

/** One colour per category, each at least 3:1 against white (WCAG 1.4.11 for graphics). */
export const CATEGORY_COLOURS: Record<string, string> = {
  war: '#b91c1c',
  economy: '#1d4ed8',
  politics: '#6b21a8',
  ai: '#047857',
  health: '#b45309',
  other: '#4a5560',
};

/** The page picks the bucket size; the window is each interval's default. */
const PAGE_PARAMETERS = { interval: SERIES_PARAMETERS.interval };

const BUCKET_TEXT = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

function bucketLabel(iso: string, interval: TimeseriesInterval): string {
  const at = new Date(iso);
  return interval === 'hour' ? `${BUCKET_TEXT.format(at)} UTC` : dateText(at);
}

/** The chart's data for trends.js: x in seconds, one y array per category; JSON safe inside a script element. */
function chartData({ series, interval }: Timeseries): SafeHtml {
  const data = {
    interval,
    x: (series[0]?.points ?? []).map((p) => Date.parse(p.t) / 1000),
    series: series.map((s) => ({
      label: s.category,
      colour: CATEGORY_COLOURS[s.category],
      values: s.points.map((p) => p.avg_divergence),
    })),
  };
  return raw(JSON.stringify(data).replace(/</g, '\\u003c'));
}

function dataTable(timeseries: Timeseries): SafeHtml {
  const { series, interval } = timeseries;
  const times = (series[0]?.points ?? []).map((p) => p.t);
  return html`<div class="table-scroll" role="region" aria-labelledby="trends-caption" tabindex="0">
    <table class="trends">
      <caption id="trends-caption">
        Mean divergence of the events first seen in each period (number of events in brackets)
      </caption>
      <thead>
        <tr>
          <th scope="col">Period from</th>
          ${series.map((s) => html`<th scope="col">${categoryLabel(s.category)}</th>`)}
        </tr>
      </thead>
      <tbody>
        ${times.map(
          (t, i) =>
            html`<tr>
              <th scope="row">${bucketLabel(t, interval)}</th>
              ${series.map((s) => {
                const p = s.points[i];
                return html`<td>${p.avg_divergence ?? '–'} <span class="muted">(${p.n})</span></td>`;
              })}
            </tr>`,
        )}
      </tbody>
    </table>
  </div>`;
}

export function trendsPage(app: AppContext): Page {
  return async (ctx, caller) => {
    const { interval } = await forReaders(caller, async () => validateQuery(ctx.query, PAGE_PARAMETERS));
    const timeseries = await forReaders(caller, () => statsTimeseries(app, caller, { interval }));
    const events = timeseries.series.reduce((sum, s) => sum + s.points.reduce((n, p) => n + p.n, 0), 0);
    return renderPage({
      title: 'Divergence trends',
      current: '/trends',
      head: explorerHead(
        html`<link rel="stylesheet" href="${assetUrl('uPlot.min.css')}" />
          <script defer src="${assetUrl('uPlot.iife.min.js')}"></script>
          <script defer src="${assetUrl('trends.js')}"></script>`,
      ),
      main: html`<h1>Divergence trends</h1>
        <p>
          How differently the left and the right told the news, by category: the mean divergence score (0 to
          100) of the events first seen in each period.
        </p>
        ${readingAs(caller)}
        <form class="filters" method="get" action="/trends" aria-label="Choose the period">
          <div class="field">
            <label for="interval">Period</label>
            <select id="interval" name="interval">
              ${TIMESERIES_INTERVALS.map(
                (i) =>
                  html`<option value="${i}" ${interval === i ? html` selected` : ''}>
                    ${INTERVAL_LABELS[i]}
                  </option>`,
              )}
            </select>
          </div>
          <div class="actions"><button type="submit">Show</button></div>
        </form>
        ${
          events === 0
            ? html`<p class="empty">No events were first seen in this period. Try a longer period.</p>`
            : ''
        }
        <figure class="chart-figure">
          <figcaption>
            Mean divergence by category, ${INTERVAL_LABELS[interval].toLowerCase()} (UTC)
          </figcaption>
          <ul class="chart-legend">
            ${timeseries.series.map(
              (s) =>
                html`<li>
                  <span
                    class="swatch"
                    style="background: ${CATEGORY_COLOURS[s.category]}"
                    aria-hidden="true"
                  ></span>
                  ${categoryLabel(s.category)}
                </li>`,
            )}
          </ul>
          <div id="trends-chart" class="chart" aria-hidden="true"></div>
          <script type="application/json" id="trends-data">
            ${chartData(timeseries)}
          </script>
        </figure>
        <h2>The numbers</h2>
        ${dataTable(timeseries)}`,
    });
  };
}
