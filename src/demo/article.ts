// Renders one outlet's article about an event: headline, summary, body, byline, URL and image, in
// the outlet's voice, with its side's figure when the event's figure is disputed.
import type { Outlet } from '../outlets/catalog';
import type { Category } from '../spec';
import { byline } from './bylines';
import { voiceOf } from './coverage';
import type { DemoEvent } from './event';
import { fill, type FillContext } from './fill';
import { capitalise, slugify, timestamps, titleCase } from './format';
import type { Rng } from './prng';
import type { EventTemplate, Side, SideTexts, Slots } from './template';
import type { ReplayRecord } from './types';

/** Shares of articles with an image (as on the real market desk, SPEC §2), a body and a byline. */
const IMAGE_RATE = 0.28;
const BODY_RATE = 0.85;
const BYLINE_RATE = 0.95;

/** The beat named in "Parallax Demo <desk> Desk" bylines. */
const DESKS: Record<Category, string> = {
  war: 'World',
  economy: 'Business',
  politics: 'Politics',
  ai: 'Technology',
  health: 'Health',
  other: 'National',
};

/** Headline kickers by voice; most headlines carry none. */
const KICKERS: Record<Side, readonly string[]> = {
  left: ['Analysis: ', 'Opinion: ', 'Explainer: '],
  center: ['Update: ', 'What to know: ', 'Explainer: '],
  right: ['BREAKING: ', 'WATCH: ', 'EXCLUSIVE: '],
};

/** Last resort for a headline every kicker already took on a crowded event. */
const SUFFIXES = [': what we know', ': the latest', ', in brief'];

/** Per-outlet facts that never change: the host the URLs use and the headline case style. */
interface OutletStyle {
  host: string;
  titleCase: boolean;
}

const styles = new Map<string, OutletStyle>();

function styleOf(outlet: Outlet): OutletStyle {
  let style = styles.get(outlet.slug);
  if (!style) {
    const home = new URL(outlet.homepage).hostname;
    const onDomain = outlet.domains.some((d) => home === d || home.endsWith(`.${d}`));
    // Wires and public broadcasters write sentence case; most US sites use title case.
    const sentenceCase =
      /^(reuters|associated-press|bbc-news|the-guardian|npr|financial-times|axios|bloomberg)$/;
    style = { host: onDomain ? home : outlet.domains[0], titleCase: !sentenceCase.test(outlet.slug) };
    styles.set(outlet.slug, style);
  }
  return style;
}

/** The event's slots as this outlet reports them: with the other figure when it reports the alt one. */
function slotsFor(ev: DemoEvent, altFigure: boolean): Slots {
  const dispute = ev.template.dispute;
  if (!altFigure || !dispute) return ev.slots;
  return { ...ev.slots, [dispute.slot]: ev.slots[dispute.alt] };
}

function contextFor(r: Rng, ev: DemoEvent, voice: Side, altFigure: boolean): FillContext {
  const words: Record<string, readonly string[]> = {};
  for (const [name, texts] of Object.entries(ev.words)) words[name] = texts[voice];
  return { r, slots: slotsFor(ev, altFigure), words };
}

const everySide = new WeakMap<SideTexts, readonly string[]>();

/**
 * The headline or lead patterns an outlet draws from: its voice's, except on a story told alike, where every
 * outlet draws from all three voices' patterns, so that neither side has an angle of its own (the lexicon still
 * follows the voice: word choice differs a little even when the story does not).
 */
function patterns(t: EventTemplate, texts: SideTexts, voice: Side): readonly string[] {
  if (t.kind !== 'alike') return texts[voice];
  let all = everySide.get(texts);
  if (!all) {
    all = [...texts.left, ...texts.center, ...texts.right];
    everySide.set(texts, all);
  }
  return all;
}

/** A headline not yet used by another outlet on this event, when a few draws can find one. */
function headline(r: Rng, ev: DemoEvent, voice: Side, ctx: FillContext, used: Set<string>): string {
  let text = '';
  for (let attempt = 0; attempt < 8; attempt++) {
    text = sentence(r.pick(patterns(ev.template, ev.template.headlines, voice)), ctx);
    if (!used.has(text.toLowerCase())) break;
  }
  // A kicker decorates a few headlines (never one with a colon) and tells a repeated one apart.
  const base = text;
  if (r.chance(0.05) && !base.includes(':')) text = `${r.pick(KICKERS[voice])}${base}`;
  for (const kicker of KICKERS[voice]) {
    if (!used.has(text.toLowerCase())) break;
    text = `${kicker}${base}`;
  }
  for (const suffix of SUFFIXES) {
    if (!used.has(text.toLowerCase())) break;
    text = `${base}${suffix}`;
  }
  used.add(text.toLowerCase());
  return text;
}

function sentence(text: string, ctx: FillContext): string {
  const out = capitalise(fill(text, ctx));
  // A formal name ending in "Inc." at the end of a sentence would otherwise leave "Inc..".
  return out.includes('..') ? out.replace(/\.\.+/g, '.') : out;
}

const repeatCache = new Map<string, Map<string, boolean>>();

function tokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9_{}~]{4,}/g) ?? [];
}

/**
 * True when most longer words of the detail template already occur in the lead template, so the
 * summary would say the same thing twice. Decided on the template texts (placeholders count as
 * words) and cached per pair, since the same few hundred texts recur across all articles.
 */
function repeats(leadText: string, detailText: string): boolean {
  let byDetail = repeatCache.get(leadText);
  if (!byDetail) {
    byDetail = new Map();
    repeatCache.set(leadText, byDetail);
  }
  let result = byDetail.get(detailText);
  if (result === undefined) {
    const lead = new Set(tokens(leadText));
    const words = tokens(detailText);
    result = words.length > 0 && words.filter((word) => lead.has(word)).length >= 0.6 * words.length;
    byDetail.set(detailText, result);
  }
  return result;
}

export interface ArticleInput {
  event: DemoEvent;
  outlet: Outlet;
  /** Global article number: makes URLs and image names unique. */
  seq: number;
  publishedMs: number;
  /** On a disputed event: this outlet reports the template's alternative figure. */
  altFigure: boolean;
  /** Lowercased headlines already used on this event. */
  usedHeadlines: Set<string>;
}

export function renderArticle(r: Rng, input: ArticleInput): ReplayRecord {
  const { event: ev, outlet, seq, publishedMs } = input;
  const t = ev.template;
  const voice = voiceOf(r, outlet.bias_position);
  const ctx = contextFor(r, ev, voice, input.altFigure);
  const style = styleOf(outlet);

  const rawTitle = headline(r, ev, voice, ctx, input.usedHeadlines);
  const title = style.titleCase ? titleCase(rawTitle) : rawTitle;

  // Summary: the lead plus up to two detail sentences (1-3 sentences in all). Body: 2-5 sentences,
  // the lead first and a side-coloured reaction last, as news copy runs. Only the details used are filled.
  const leadText = r.pick(patterns(t, t.leads, voice));
  const inSummary = r.chance(0.5) ? r.int(1, 2) : 0;
  const bodyLength = r.chance(BODY_RATE) ? r.int(2, 5) : 0;
  const lead = sentence(leadText, ctx);
  const details = r
    .sample(t.details, Math.max(inSummary, bodyLength - 2))
    .filter((d) => !repeats(leadText, d))
    .map((d) => sentence(d, ctx));

  const when = timestamps(publishedMs);
  const record: ReplayRecord = {
    url: `https://${style.host}/parallax-demo/${when.path}/${slugify(title)}-${seq}`,
    title,
    published_at: when.iso,
    summary: [lead, ...details.slice(0, inSummary)].join(' '),
  };
  if (bodyLength > 0) {
    const reaction = sentence(r.pick(t.reactions[voice]), ctx);
    record.body = [lead, ...details.slice(0, bodyLength - 2), reaction].join(' ');
  }
  if (r.chance(BYLINE_RATE)) record.byline = byline(r, outlet.slug, t.market ? 'Markets' : DESKS[t.category]);
  if (r.chance(IMAGE_RATE)) record.image_url = `https://${style.host}/parallax-demo/img/${seq}.jpg`;
  record.outlet = outlet.slug;
  return record;
}
