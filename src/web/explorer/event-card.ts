// One event in a list: its title linking to its page, category, divergence, size, age, and the spectrum bar of
// who covered it. The events list and the gaps page share it.
import type { EventRecord } from '../../services/event-record';
import { html, type SafeHtml } from '../html';
import { categoryLabel, timeElement } from './format';
import { spectrumBar } from './spectrum';

export function divergenceText(event: Pick<EventRecord, 'divergence_score'>): string {
  return event.divergence_score === undefined ? 'not scored yet' : `${event.divergence_score} / 100`;
}

export function eventCard(event: EventRecord, extra?: SafeHtml): SafeHtml {
  return html`<li class="event-card">
    <article>
      <h3><a href="/events/${event.id}">${event.title}</a></h3>
      <p class="meta">
        ${categoryLabel(event.category)} · Divergence ${divergenceText(event)} · ${event.article_count}
        article${event.article_count === 1 ? '' : 's'} · first reported ${timeElement(event.reported_at)}
      </p>
      ${extra} ${spectrumBar(event.coverage)}
    </article>
  </li>`;
}

/** The list's next-page link, keeping the page's own parameters, and a way back to the first page. */
export function pagination(path: string, querystring: string, nextCursor: string | null): SafeHtml {
  const params = new URLSearchParams(querystring);
  const onLaterPage = params.has('cursor');
  params.delete('cursor');
  const first = params.toString();
  const links: SafeHtml[] = [];
  if (onLaterPage) links.push(html`<a href="${path}${first ? `?${first}` : ''}">First page</a>`);
  if (nextCursor !== null) {
    params.append('cursor', nextCursor);
    links.push(html`<a href="${path}?${params.toString()}" rel="next">Next page</a>`);
  }
  return links.length ? html`<nav class="pagination" aria-label="Pages of this list">${links}</nav>` : html``;
}
