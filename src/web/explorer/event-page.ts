// `/events/:id`: one event as a reader studies it. The outlets placed left to right by bias_position with their
// headline, framing and sentiment; the fact ledger; the divergence score with its components, driving outlets and
// history; and a link to every article. Beside the score, each claim, each framing summary and the gap: how many
// readers flagged it as wrong, and a signed-in reader's form to flag it (feedback-forms.ts). A merged-away id
// redirects to the event that absorbed it.
import type { Caller } from '../../access/caller';
import { COMPONENTS, type Component } from '../../analyze/divergence';
import { outletCounts, sideOf } from '../../analyze/coverage';
import type { SourceRow } from '../../analyze/sources';
import type { AppContext } from '../../context';
import { flagCounts, type FlagCounts } from '../../feedback/flags';
import { factId, SINGLE_ITEM_IDS } from '../../feedback/items';
import { ApiError, notFound } from '../../errors';
import { parseEventId } from '../../api/event-parameters';
import { outletBySlug } from '../../outlets/catalog';
import { listArticles } from '../../services/articles';
import type { EventRecord, StoredFact } from '../../services/event-record';
import { getEvent, type EventLookup } from '../../services/events';
import { servableEvent } from '../../services/servable-event';
import type { CsrfTokens } from '../account/csrf';
import { webSessionOf } from '../account/session-middleware';
import { html, type SafeHtml } from '../html';
import { renderPage } from '../layout';
import { divergenceText } from './event-card';
import { categoryLabel, percent, sentimentText, timeElement } from './format';
import { feedbackIntro, flagBlock, type FlagForms } from './feedback-forms';
import { explorerHead } from './head';
import { forReaders, readerError } from './reader-errors';
import { scoreHistory, type HistoryPoint } from './score-history';
import { positionMarker, spectrumBar } from './spectrum';
import type { Page } from './page';

/** Articles listed on the page, newest first: every member of all but the largest events. */
const ARTICLES_SHOWN = 100;

const COMPONENT_LABELS: Record<Component, string> = {
  wording: 'Wording: how differently the sides tell it, in words',
  meaning: "Meaning: how far apart the sides' accounts are in meaning",
  framing: 'Framing: how differently the sides frame the story',
  sentiment: 'Sentiment: the gap in tone toward the subject',
  headline: 'Word choice: partisan language in headlines',
  facts: 'Facts: share of the ledger that is disputed',
  omission: 'Omission: facts only one side reports',
  coverage: 'Coverage: how unevenly the sides covered it (shown, not scored)',
};

const BASIS_TEXT: Record<string, string> = {
  both_sides: 'Scored: the left and the right both covered it with independent reporting.',
  single_outlet: 'Not scored: only one outlet covered it.',
  one_side: 'Not scored: only one side of the spectrum covered it.',
  single_source: 'Not scored: every outlet printed the same wire text.',
};

const SIDE_WORDS = { left: 'left', center: 'centre', right: 'right' } as const;

const outletName = (slug: string) => outletBySlug(slug)?.name ?? slug;

/** The flags counted on this event and the reader's forms, which every flaggable item shows. */
interface Feedback {
  counts: FlagCounts;
  forms: FlagForms;
}

function outletAxis(sources: readonly SourceRow[], feedback: Feedback): SafeHtml {
  const ordered = [...sources].sort(
    (a, b) => a.bias_position - b.bias_position || a.outlet.localeCompare(b.outlet),
  );
  return html`<section aria-labelledby="outlets-title">
    <h2 id="outlets-title">Who covered it, from left to right</h2>
    ${spectrumBar(outletCounts(sources))}
    <ol class="outlet-axis">
      ${ordered.map(
        (s) =>
          html`<li class="side-${sideOf(s.bias_position)}">
            <div class="outlet-line">
              <strong>${s.outlet}</strong>
              <span class="muted"
                >${s.bias}, position ${s.bias_position} of 100 (${SIDE_WORDS[sideOf(s.bias_position)]})</span
              >
            </div>
            ${positionMarker(s.bias_position)}
            <p class="headline"><a href="${s.url}">${s.headline}</a></p>
            <p class="muted">Framing: ${s.framing_label} · Sentiment: ${sentimentText(s.sentiment)}</p>
            <p class="framing-summary">${s.framing_summary}</p>
            ${flagBlock(
              {
                kind: 'framing',
                id: s.outlet_slug,
                label: `the framing summary of ${s.outlet}`,
                readers: feedback.counts.framing.get(s.outlet_slug) ?? 0,
              },
              feedback.forms,
            )}
          </li>`,
      )}
    </ol>
  </section>`;
}

/** A claim named in its flag form: its opening words, so each form of the ledger reads apart. */
function claimLabel(text: string): string {
  const words = text.length > 60 ? `${text.slice(0, 60).replace(/\s+\S*$/, '')}…` : text;
  return `the claim “${words}”`;
}

function factList(facts: readonly StoredFact[], feedback: Feedback): SafeHtml {
  return html`<ul class="ledger">
    ${facts.map((f) => {
      const id = factId(f.text);
      return html`<li>
        <p>${f.text}</p>
        <p class="muted">
          ${f.agreeing} of ${f.covering} independent outlets agree · Attributed to ${f.source_attribution}
        </p>
        ${flagBlock(
          { kind: 'fact', id, label: claimLabel(f.text), readers: feedback.counts.fact.get(id) ?? 0 },
          feedback.forms,
        )}
      </li>`;
    })}
  </ul>`;
}

function factLedger(facts: readonly StoredFact[], feedback: Feedback): SafeHtml {
  const confirmed = facts.filter((f) => f.status === 'confirmed');
  const disputed = facts.filter((f) => f.status === 'disputed');
  return html`<section aria-labelledby="ledger-title">
    <h2 id="ledger-title">Fact ledger</h2>
    ${facts.length === 0 ? html`<p class="empty">No claims have been extracted for this event yet.</p>` : ''}
    ${
      confirmed.length
        ? html`<h3>Confirmed (${confirmed.length})</h3>
            ${factList(confirmed, feedback)}`
        : ''
    }
    ${
      disputed.length
        ? html`<h3>Disputed (${disputed.length})</h3>
            ${factList(disputed, feedback)}`
        : ''
    }
  </section>`;
}

/** The confidence, and where the score would likely fall with other outlets on each side. */
function confidenceText(d: { basis?: string; confidence?: number; interval?: [number, number] }): string {
  const interval =
    d.interval && d.basis === 'both_sides'
      ? `: between ${d.interval[0]} and ${d.interval[1]} with other outlets on each side`
      : '';
  return `Confidence ${percent(d.confidence)}${interval}.`;
}

function divergenceSection(event: EventRecord, feedback: Feedback): SafeHtml {
  const d = event.divergence as
    | (Partial<Record<Component, number | null>> & {
        basis?: string;
        confidence?: number;
        interval?: [number, number];
        drivers?: Partial<Record<Component, string[]>>;
        history?: HistoryPoint[];
      })
    | undefined;
  if (!d) {
    return html`<section aria-labelledby="divergence-title">
      <h2 id="divergence-title">Divergence</h2>
      <p class="empty">This event has not been analysed yet.</p>
    </section>`;
  }
  return html`<section aria-labelledby="divergence-title">
    <h2 id="divergence-title">Divergence: ${divergenceText(event)}</h2>
    <p>${BASIS_TEXT[d.basis ?? ''] ?? ''} ${confidenceText(d)}</p>
    ${flagBlock(
      {
        kind: 'score',
        id: SINGLE_ITEM_IDS.score,
        label: 'the score',
        readers: feedback.counts.score.get(SINGLE_ITEM_IDS.score) ?? 0,
      },
      feedback.forms,
    )}
    <div class="table-scroll">
      <table>
        <caption>
          What the score is made of (each from 0% for no difference to 100%)
        </caption>
        <thead>
          <tr>
            <th scope="col">Component</th>
            <th scope="col">Measured</th>
            <th scope="col">Driven by</th>
          </tr>
        </thead>
        <tbody>
          ${COMPONENTS.map(
            (c) =>
              html`<tr>
                <th scope="row">${COMPONENT_LABELS[c]}</th>
                <td>${percent(d[c])}</td>
                <td>${(d.drivers?.[c] ?? []).map(outletName).join(', ') || '–'}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>
    ${scoreHistory(d.history ?? [])}
  </section>`;
}

/** The coverage gap, when the event is one: which side covered it and which ignored it. */
function gapSection(event: EventRecord, feedback: Feedback): SafeHtml {
  const gap = event.gap;
  if (!gap) return html``;
  return html`<section aria-labelledby="gap-title">
    <h2 id="gap-title">Coverage gap</h2>
    <p>
      ${gap.covered_count} outlets on the ${SIDE_WORDS[gap.covered_by]} covered it; none on the
      ${SIDE_WORDS[gap.ignored_by]} did.
    </p>
    ${flagBlock(
      {
        kind: 'gap',
        id: SINGLE_ITEM_IDS.gap,
        label: 'the gap',
        readers: feedback.counts.gap.get(SINGLE_ITEM_IDS.gap) ?? 0,
      },
      feedback.forms,
    )}
  </section>`;
}

async function articleList(app: AppContext, caller: Caller, event: EventRecord): Promise<SafeHtml> {
  const page = await listArticles(app, caller, { eventId: event.id }, { limit: ARTICLES_SHOWN });
  return html`<section aria-labelledby="articles-title">
    <h2 id="articles-title">Every article</h2>
    ${
      page.hasMore
        ? html`<p class="muted">The ${ARTICLES_SHOWN} most recent of ${event.article_count} articles.</p>`
        : ''
    }
    ${
      page.items.length
        ? html`<ul class="articles">
            ${page.items.map(
              (a) =>
                html`<li>
                  <a href="${a.url}">${a.headline}</a>
                  <span class="muted">${a.outlet_name} · ${timeElement(a.published_at)}</span>
                </li>`,
            )}
          </ul>`
        : html`<p class="empty">No article of this event falls inside your reading window.</p>`
    }
  </section>`;
}

/** The events service's answer to an id (src/services/servable-event.ts), its refusals in a reader's words. */
function servedToReader(caller: Caller, found: EventLookup, id: number) {
  try {
    return servableEvent(found, id);
  } catch (err) {
    throw err instanceof ApiError && err.status === 404
      ? notFound(`No event has the number ${id}.`)
      : readerError(caller, err);
  }
}

export function eventPage(app: AppContext, csrf: CsrfTokens): Page {
  return async (ctx, caller) => {
    const id = await forReaders(caller, async () => parseEventId(ctx.params.id));
    const [found, counts] = await Promise.all([getEvent(app, id, caller), flagCounts(app, id)]);
    const served = servedToReader(caller, found, id);
    if (served.kind === 'merged') {
      ctx.status = 301;
      ctx.redirect(`/events/${served.into}`);
      return undefined;
    }
    const event = served.event;
    const articles = await forReaders(caller, () => articleList(app, caller, event));
    const session = webSessionOf(ctx);
    const forms: FlagForms = { eventId: id, csrfToken: session && (await csrf.token(session.id)) };
    const feedback: Feedback = { counts, forms };
    return renderPage({
      title: event.title,
      head: explorerHead(),
      main: html`<article class="event">
        <p class="meta">
          <a href="/">Events</a> › ${categoryLabel(event.category)} · first reported
          ${timeElement(event.reported_at, true)} · updated ${timeElement(event.updated_at)}
        </p>
        <h1>${event.title}</h1>
        <p>${event.summary}</p>
        ${feedbackIntro(forms, ctx.query.flagged === '1')} ${outletAxis(event.sources ?? [], feedback)}
        ${factLedger(event.facts ?? [], feedback)} ${divergenceSection(event, feedback)}
        ${gapSection(event, feedback)} ${articles}
      </article>`,
    });
  };
}
