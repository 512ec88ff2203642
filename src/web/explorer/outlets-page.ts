// `/outlets`: every tracked outlet left to right, with its position, how many articles it has published here,
// the average divergence of the events it covers and its omission rate (src/outlets/coverage-stats.ts), as the
// outlet statistics stored them at the last ingest cycle.
import type { AppContext } from '../../context';
import { listOutlets, type OutletRecord } from '../../services/outlets';
import { html } from '../html';
import { renderPage } from '../layout';
import { percent } from './format';
import { explorerHead } from './head';
import type { Page } from './page';
import { positionMarker } from './spectrum';

/** The stored statistic the REST outlet does not serve (it is ours, not SPEC §2's); null until measured. */
type OutletWithOmission = OutletRecord & { omission_rate?: number | null };

export function outletsPage(app: AppContext): Page {
  return async () => {
    const outlets = (await listOutlets(app)) as OutletWithOmission[];
    const rows = outlets.map(
      (o) =>
        html`<tr>
          <th scope="row"><a href="/?outlet=${o.slug}">${o.name}</a></th>
          <td>${o.bias}</td>
          <td class="position">${o.bias_position} ${positionMarker(o.bias_position)}</td>
          <td class="number">${o.articles_ingested ?? 0}</td>
          <td class="number">${o.avg_divergence_when_covered ?? '–'}</td>
          <td class="number">${percent(o.omission_rate)}</td>
        </tr>`,
    );
    return renderPage({
      title: 'Outlets',
      current: '/outlets',
      head: explorerHead(),
      main: html`<h1>Outlets</h1>
        <p>
          The ${outlets.length} outlets Parallax follows, from left (position 0) to right (100). Each name
          lists the events that outlet covered. Average divergence is over the scored events it covered; the
          omission rate is the share of the last 30 days' widely covered stories (8 or more outlets) it did
          not cover.
        </p>
        ${
          outlets.length === 0
            ? html`<p class="empty">No outlets are stored yet: the first ingest cycle adds them.</p>`
            : html`<div class="table-scroll" role="region" aria-labelledby="outlets-caption" tabindex="0">
                <table class="outlets">
                  <caption id="outlets-caption">
                    Outlets by position on the spectrum
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Outlet</th>
                      <th scope="col">Bias</th>
                      <th scope="col">Position</th>
                      <th scope="col" class="number">Articles</th>
                      <th scope="col" class="number">Average divergence</th>
                      <th scope="col" class="number">Omission rate</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>
              </div>`
        }`,
    });
  };
}
