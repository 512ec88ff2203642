// `/lookup?url=...`: the other side of the article a reader is on, for a bookmarklet. The same lookup as
// GET /api/v2/articles/lookup (src/services/article-lookup.ts): the article's event by URL, or the events nearest
// its title by similarity, each with the left's, the centre's and the right's coverage. Without parameters it is
// a form and the bookmarklet to drag to the bookmarks bar.
import type { RouterContext } from '@koa/router';
import type { AppContext } from '../../context';
import { ApiError } from '../../errors';
import { LOOKUP_PARAMETERS } from '../../contract/parameters/lookup';
import { lookupInput, type LookupParameters } from '../../api/lookup-parameters';
import { presentLookup, type CoverageItem, type PresentedLookup } from '../../api/presenters/lookup';
import { validateQuery } from '../../api/query-validation';
import { lookupArticle, LOOKUP_WINDOW_MS } from '../../services/article-lookup';
import { DAY_MS } from '../../time-units';
import { html, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { divergenceText } from './event-card';
import { categoryLabel } from './format';
import { explorerHead } from './head';
import { forReaders } from './reader-errors';
import { readingAs } from './reading-as';
import type { Page } from './page';

const SIDES = [
  ['left', 'Left'],
  ['center', 'Centre'],
  ['right', 'Right'],
] as const;

/**
 * A javascript: link that opens this page with the page the reader is on: its URL, and its title for when
 * Parallax does not store the URL. It runs on the reader's page, never on ours (the pages' CSP allows no inline
 * script), so it is only dragged to the bookmarks bar from here.
 */
function bookmarklet(origin: string): string {
  const target = JSON.stringify(`${origin}/lookup?url=`);
  return (
    `javascript:void(window.open(${target}+encodeURIComponent(location.href)` +
    `+'&title='+encodeURIComponent(document.title.slice(0,300))))`
  );
}

function lookupForm(given: Partial<Record<'url' | 'title', string>>): SafeHtml {
  return html`<form class="filters" method="get" action="/lookup" aria-label="Look up an article">
    <div class="field">
      <label for="url">Article URL</label>
      <input id="url" name="url" type="url" value="${given.url ?? ''}" />
    </div>
    <div class="field">
      <label for="title">Headline (when Parallax does not store the URL)</label>
      <input id="title" name="title" type="text" maxlength="300" value="${given.title ?? ''}" />
    </div>
    <div class="actions"><button type="submit">Find the other side</button></div>
  </form>`;
}

function coverageColumn(label: string, items: CoverageItem[]): SafeHtml {
  const rows = items.length
    ? html`<ul>
        ${items.map(
          (c) =>
            html`<li>
              <strong>${c.outlet}</strong>:
              <a href="${c.url}" rel="noopener noreferrer">${c.headline}</a>
              <span class="meta">(${c.framing_label})</span>
            </li>`,
        )}
      </ul>`
    : html`<p class="empty">No other outlet on the ${label.toLowerCase()}.</p>`;
  return html`<section class="lookup-side" aria-label="${label}">
    <h4>${label}</h4>
    ${rows}
  </section>`;
}

function eventResult(found: PresentedLookup['events'][number]): SafeHtml {
  const e = found.event;
  const similarity =
    found.similarity === null ? '' : html` · similarity ${found.similarity.toFixed(2)} to the headline`;
  const gap = e.gap
    ? html`<p class="gap-line gap-${e.gap.covered_by}">
        A coverage gap: covered on the ${e.gap.covered_by}, ignored on the ${e.gap.ignored_by}.
      </p>`
    : '';
  return html`<li class="event-card">
    <article>
      <h3><a href="/events/${e.id}">${e.title}</a></h3>
      <p class="meta">
        ${categoryLabel(e.category)} · Divergence ${divergenceText(e)} · ${e.article_count}
        article${e.article_count === 1 ? '' : 's'}${similarity}
      </p>
      ${gap}
      <div class="lookup-sides">
        ${SIDES.map(([side, label]) => coverageColumn(label, found.coverage[side]))}
      </div>
    </article>
  </li>`;
}

function matchLine(result: PresentedLookup): SafeHtml {
  if (result.match === 'url') {
    return html`<p>
      Parallax stores this article (${result.article?.outlet}: “${result.article?.headline}”). How the other
      outlets covered its story:
    </p>`;
  }
  const days = LOOKUP_WINDOW_MS / DAY_MS;
  return html`<p class="lookup-similarity">
    Parallax does not store this article. These stories are <strong>similar to its headline</strong> (by
    meaning and words, published within ${days} days of it): a match by similarity, not the same article.
  </p>`;
}

async function answer(app: AppContext, ctx: RouterContext, q: LookupParameters, caller: Parameters<Page>[1]) {
  try {
    const found = await lookupArticle(app, caller, lookupInput(q));
    return presentLookup(found);
  } catch (err) {
    if (err instanceof ApiError && err.code === 'not_found') {
      ctx.status = 404;
      return null;
    }
    throw err;
  }
}

export function lookupPage(app: AppContext): Page {
  return async (ctx, caller) => {
    const given = Object.fromEntries(Object.entries(ctx.query).filter(([, v]) => v !== ''));
    const asked = 'url' in given || 'title' in given;
    const q: LookupParameters = asked
      ? await forReaders(caller, async () => validateQuery(given, LOOKUP_PARAMETERS))
      : {};
    const result = asked ? await forReaders(caller, () => answer(app, ctx, q, caller)) : undefined;
    // PUBLIC_URL when set (behind a proxy the Host header may not be the public one), else what this request used.
    const origin = app.config.publicUrl?.replace(/\/+$/, '') ?? `${ctx.protocol}://${ctx.host}`;
    const body =
      result === undefined
        ? html``
        : result === null
          ? html`<p class="empty">
              Parallax has no story near this article: its URL is not stored and no stored story from the days
              around it is near its headline.
            </p>`
          : html`${matchLine(result)}
              <ol class="event-list">
                ${result.events.map(eventResult)}
              </ol>`;
    return renderPage({
      title: 'The other side of an article',
      head: explorerHead(),
      main: html`<h1>The other side of an article</h1>
        ${readingAs(caller)} ${lookupForm({ url: q.url, title: q.title })}
        <section aria-labelledby="results-title">
          <h2 id="results-title">${asked ? 'What Parallax found' : 'Look up any article'}</h2>
          ${body}
        </section>
        <section aria-labelledby="bookmarklet-title">
          <h2 id="bookmarklet-title">From any news page</h2>
          <p>
            Drag this link to your bookmarks bar, then click it on any article to see how the other side
            covered the story: <a class="bookmarklet" href="${bookmarklet(origin)}">Parallax: other side</a>
          </p>
        </section>`,
    });
  };
}
