// How the spectrum's coverage of one event compares: which outlets carry one wire text, the event's
// subject and each outlet's sentiment toward it, the fact ledger, each outlet's framing summary, and the divergence
// score with its components and history. Pure: analyseEvent (event-analysis.ts) calls it with the event's members
// and source rows; the modules it combines each do one of these jobs.
import { articleProfile, type ArticleProfile } from './article-profile';
import type { CarryingMember } from './carried-inputs';
import type { Claim } from './claims';
import { sideOf } from './coverage';
import { divergence, DIVERGENCE_METHOD_VERSION, type DivergenceRow } from './divergence';
import { nextHistory } from './divergence-history';
import { type PreviousDivergence } from '../documents/event-divergence';
import { frameEvidence, type FrameEvidence } from '../enrich/framing';
import { factLedger } from './fact-ledger';
import { eventFrames } from './frame-angles';
import { framingSummaries } from './framing-summary';
import type { MemberArticle } from '../documents/member-article';
import type { Name } from './names';
import { bagOf } from './side-distance';
import { meanVector } from '../encoder/event-vector';
import type { SourceRow } from './sources';
import { eventSubject } from './subject';
import { subjectSentiment } from './subject-sentiment';
import { wireCopies, wireOrigins } from './wire-copies';

/**
 * An outlet's articles read for its claims, words and lean: its first ones in the event. An outlet's later
 * updates of one story repeat its first; a cap keeps a 40-article outlet from costing forty profiles per cycle.
 */
const ARTICLES_PER_OUTLET = 3;

const round3 = (x: number) => Math.round(x * 1000) / 1000;
const nullableRound3 = (x: number | null) => (x === null ? null : round3(x));

function meanKnown(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? round3(known.reduce((sum, v) => sum + v, 0) / known.length) : null;
}

/** What the comparison reads of one outlet: its articles' profiles (at most ARTICLES_PER_OUTLET) put together. */
interface OutletTexts {
  claims: Claim[];
  /** The headline and lead of each article, as written (the clauses a framing summary can quote). */
  texts: string[];
  /** Frame cue evidence of each article (src/enrich/framing.ts). */
  frames: FrameEvidence[];
  /** The unit mean of its articles' sentence vectors; undefined when one of them carries none. */
  vector?: Float32Array;
  stems: string[];
  /** The stems counted, for the wording distance between outlets. */
  bag: Map<string, number>;
  surface: Map<string, string>;
  names: Name[];
  lean: number;
}

// Frame cues need wink's analysis of the text (~0.3 ms): carried from ingest's workers, or once per article
// object, like its profile.
const framesOf = new WeakMap<MemberArticle, FrameEvidence>();

function articleFrames(article: CarryingMember): FrameEvidence {
  let evidence = framesOf.get(article) ?? article.carried?.frames;
  if (!evidence) {
    evidence = frameEvidence(article.headline, article.summary ?? undefined);
    framesOf.set(article, evidence);
  }
  return evidence;
}

// An outlet's first articles in an event rarely change from one save of the event to the next, and each save
// reads them again: their union is remembered beside the first one's profile, for as long as the same profiles
// make it up.
const outletTextsOf = new WeakMap<ArticleProfile, { profiles: ArticleProfile[]; texts: OutletTexts }>();

function outletTexts(articles: CarryingMember[]): OutletTexts {
  const profiles = articles.map(articleProfile);
  const known = outletTextsOf.get(profiles[0]);
  if (known && known.profiles.length === profiles.length && known.profiles.every((p, i) => p === profiles[i]))
    return known.texts;
  const surface = new Map<string, string>();
  for (const p of profiles)
    for (const [stem, word] of p.surface) if (!surface.has(stem)) surface.set(stem, word);
  const stems = profiles.flatMap((p) => p.stems);
  const texts = {
    claims: profiles.flatMap((p) => p.claims),
    texts: articles.map((a) => (a.summary ? `${a.headline}. ${a.summary}` : a.headline)),
    frames: articles.map(articleFrames),
    vector: articles.every((a) => a.meaning_vector?.length)
      ? meanVector(articles.map((a) => a.meaning_vector!))
      : undefined,
    stems,
    bag: bagOf(stems),
    surface,
    names: profiles.flatMap((p) => p.names),
    lean: profiles.reduce((sum, p) => sum + p.lean, 0) / profiles.length,
  };
  outletTextsOf.set(profiles[0], { profiles, texts });
  return texts;
}

export function perspectives(
  members: readonly CarryingMember[],
  rows: readonly SourceRow[],
  previous: PreviousDivergence | undefined,
) {
  const byOutlet = new Map<string, CarryingMember[]>();
  // Plain comparison: ISO 8601 times order as strings, and localeCompare costs more than the rest of the loop.
  const byTime = (a: MemberArticle, b: MemberArticle) =>
    a.published_at < b.published_at ? -1 : a.published_at > b.published_at ? 1 : a.id - b.id;
  for (const m of [...members].sort(byTime)) {
    const list = byOutlet.get(m.outlet_slug) ?? [];
    if (list.length < ARTICLES_PER_OUTLET) byOutlet.set(m.outlet_slug, [...list, m]);
  }
  const rowArticle = new Map(rows.map((r) => [r.outlet_slug, byOutlet.get(r.outlet_slug)![0]]));
  const textsOf = new Map([...byOutlet].map(([slug, articles]) => [slug, outletTexts(articles)]));
  const outletOf = (slug: string) => textsOf.get(slug)!;

  const origins = wireOrigins(
    rows.map((r) => ({ ...r, shingles: articleProfile(rowArticle.get(r.outlet_slug)!).shingles })),
  );
  const subject = eventSubject(
    [...byOutlet].flatMap(([outlet, articles]) =>
      articles.map((a) => ({ outlet, profile: articleProfile(a) })),
    ),
  );
  const ledger = factLedger(
    rows.map((r) => ({
      outlet_slug: r.outlet_slug,
      outlet: r.outlet,
      bias_position: r.bias_position,
      side: sideOf(r.bias_position),
      origin: origins.get(r.outlet_slug)!,
      claims: outletOf(r.outlet_slug).claims,
    })),
  );
  const summaries = framingSummaries(
    rows.map((r) => {
      const { stems, surface, names, texts } = outletOf(r.outlet_slug);
      return {
        outlet_slug: r.outlet_slug,
        outlet: r.outlet,
        origin: origins.get(r.outlet_slug)!,
        stems,
        surface,
        names,
        texts,
      };
    }),
    ledger,
    subject?.key,
  );
  const sources = rows.map((r) => ({
    ...r,
    framing_summary: summaries.get(r.outlet_slug) ?? r.framing_summary,
    sentiment: nullableRound3(subjectSentiment(rowArticle.get(r.outlet_slug)!, subject)),
  }));
  const frames = new Map(
    eventFrames(
      rows.map((r) => ({
        outlet_slug: r.outlet_slug,
        side: sideOf(r.bias_position),
        evidence: outletOf(r.outlet_slug).frames,
      })),
    ).map((f) => [f.outlet_slug, f.distribution]),
  );
  const divergenceRows: DivergenceRow[] = sources.map((r) => ({
    outlet_slug: r.outlet_slug,
    side: sideOf(r.bias_position),
    sentiment: r.sentiment,
    lean: outletOf(r.outlet_slug).lean,
    origin: origins.get(r.outlet_slug)!,
    bag: outletOf(r.outlet_slug).bag,
    frames: frames.get(r.outlet_slug)!,
    vector: outletOf(r.outlet_slug).vector,
  }));
  const scored = divergence(divergenceRows, ledger);
  const lastArticleAt = members.reduce((max, m) => (m.published_at > max ? m.published_at : max), '');
  return {
    sources,
    subject: subject?.display ?? null,
    wire_copies: wireCopies(origins),
    facts: ledger.facts,
    divergence_score: scored.score,
    divergence: {
      method_version: DIVERGENCE_METHOD_VERSION,
      basis: scored.basis,
      confidence: scored.confidence,
      interval: scored.interval,
      ...scored.components,
      drivers: scored.drivers,
      history: nextHistory(
        previous,
        scored.score,
        DIVERGENCE_METHOD_VERSION,
        new Date(Date.parse(lastArticleAt)).toISOString(),
      ),
    },
    // Toward the subject, averaged over the outlets whose tone is known (one vote each), for the events' sentiment
    // filters; null when no outlet's is (docs/decisions.md, "Unknown sentiment toward the subject").
    sentiment: meanKnown(sources.map((s) => s.sentiment)),
  };
}

export type Perspectives = ReturnType<typeof perspectives>;
