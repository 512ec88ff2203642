// An event's title and summary (SPEC §2, Event.title and .summary), both taken from its members, never written:
// the title is the member headline closest to the event's centre that reads neutrally, the summary one or two
// whole sentences of the most central lead. "Central" is the mean overlap of a member's content-word stems with
// every other member's headline and lead, so an outlet's own angle (a quote, a reaction) ranks below the plain
// account that the others share. Near-ties go to centre outlets (bias_position 36-64), then to the lowest id.
import { outletBySlug } from '../outlets/catalog';
import type { EventArticle } from './category';
import type { TitleFeatures } from './title-features';
import { articleStems, stemWords } from './words';

/** Centre of the spectrum: the band between the gap rules' left (<= 35) and right (>= 65) sides (SPEC §4). */
const CENTRE_MIN = 36;
const CENTRE_MAX = 64;
/** Candidates within this fraction of the best score count as tied, and a centre outlet among them wins. */
const NEAR_TIE = 0.9;
/** Lead words compared: the opening says what happened; later paragraphs drift into background. */
const LEAD_WORDS = 60;
/** The summary's hard bound, in characters ("…" included). */
export const SUMMARY_MAX = 300;
/** Lead characters read for the summary: a dateline plus what SUMMARY_MAX can hold, with room to find its end. */
const LEAD_CHARS = 4 * SUMMARY_MAX;

/** Function words and reporting verbs: shared by every story, so they say nothing about which one this is. */
const STOPWORDS = new Set(
  stemWords(
    `a about after again against all also an and any are as at be been before being but by can could did do does
    for from had has have he her his how i if in into is it its just more most new no not now of off on one only
    or our out over says said say she so some than that the their them then there these they this those to up
    us was we were what when where which while who why will with would you your amid after year years week day
    today yesterday monday tuesday wednesday thursday friday saturday sunday report reports according told`,
  ),
);

/**
 * Words that take a side or shout: a title with one reads as an outlet's angle, not the event. Words with a
 * common literal sense in news ("disaster", "chaos", "rips through", "state-owned") are left out.
 */
const LOADED = new Set(
  stemWords(
    `slams blasts destroys shreds eviscerates obliterates demolishes humiliates humiliating humiliation radical
    radicals extremist extremists unhinged insane crazy disgusting disgraceful shameful shocking stunning
    outrageous outrage furious fury meltdown bombshell epic scathing savage smears hysteria hysterical lunatic
    lunatics idiotic pathetic woke tyranny tyrannical evil vile nightmare laughable hilarious absurd ridiculous
    horrifying terrifying liar liars trashes mocks brags`,
  ),
);

/** Labels outlets put before a headline; they mark urgency or genre, not the happening. */
const LABEL_PREFIX =
  /^\s*(?:breaking(?: news)?|watch|video|live|exclusive|opinion|analysis|commentary|editorial|update[d]?|just in|must see|report)\s*[:|–—-]\s*/i;

/** Openings of explainers, rebuttals and advice ("Why ...", "No, ...", "Don't ..."): an angle, not the news. */
const RHETORICAL_OPENING =
  /^\s*(?:(?:why|how|what|should|could|would|is|are|do|does|did|can|don['’]t|here['’]s|here is)\b|(?:no|yes),)/i;

/** Penalty weights, as fractions taken off a headline's centrality. */
const PENALTY = {
  loadedWord: 0.35,
  shouting: 0.35,
  exclamation: 0.35,
  question: 0.3,
  label: 0.3,
  quoteLed: 0.15,
  rhetorical: 0.2,
  tooShort: 0.2,
  tooLong: 0.15,
};

interface Prepared extends TitleFeatures {
  article: EventArticle;
  /** Lead text as given (cleaned only if it is chosen for the summary). */
  lead: string;
}

function contentStems(stems: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const s of stems) if (s.length > 1 && !STOPWORDS.has(s) && /\p{L}/u.test(s)) out.add(s);
  return out;
}

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Per outlet, its names as a trailing " - Name" / " | Name" pattern; built on first use. */
const suffixCache = new Map<string, RegExp | null>();

function outletSuffix(slug: string): RegExp | null {
  let suffix = suffixCache.get(slug);
  if (suffix === undefined) {
    const outlet = outletBySlug(slug);
    const names = outlet ? [outlet.name, outlet.short_name, ...outlet.aliases] : [];
    const alternatives = names.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
    suffix = alternatives ? new RegExp(`\\s+[-–—|:]\\s*(?:${alternatives})\\s*$`, 'i') : null;
    // Only catalogue outlets are remembered, so unknown slugs cannot grow the cache.
    if (outlet) suffixCache.set(slug, suffix);
  }
  return suffix;
}

/** The headline without a genre label or a trailing " - Outlet Name" that feeds append. */
function cleanHeadline(raw: string, slug: string): string {
  const headline = raw.replace(LABEL_PREFIX, '');
  const suffix = outletSuffix(slug);
  return (suffix ? headline.replace(suffix, '') : headline).trim();
}

// The title and the summary read the same members, and an event's analysis is repeated with the same member
// objects each cycle that changes it (event-analysis.ts): each member is prepared once, from the features ingest
// computed for it when it carries them. Members are not mutated.
const preparedOf = new WeakMap<EventArticle, Prepared>();

function prepare(article: EventArticle): Prepared {
  let prepared = preparedOf.get(article);
  if (!prepared) {
    const features = article.title_features ?? titleFeatures(article);
    preparedOf.set(article, (prepared = { ...features, article, lead: article.summary }));
  }
  return prepared;
}

export function titleFeatures(
  article: Pick<EventArticle, 'headline' | 'summary' | 'outlet_slug'>,
): TitleFeatures {
  const raw = clean(article.headline);
  const headline = cleanHeadline(raw, article.outlet_slug);
  const labelled = LABEL_PREFIX.test(raw);
  const stems = articleStems(article);
  // Tokenised once for category, title and summary; re-read only when a label or outlet suffix was dropped.
  const title = contentStems(headline === article.headline ? stems.headline : stemWords(headline));
  const leadStems = contentStems(stems.lead.slice(0, LEAD_WORDS));
  return {
    headline,
    labelled,
    title,
    leadStems,
    whole: new Set([...title, ...leadStems]),
    neutrality: neutrality(headline, title, labelled),
  };
}

/**
 * Each stem's weight over the members' headline and lead stem sets: the sum of 1/sqrt(set size) over the sets
 * holding it. A member's summed cosine with every set is then one pass over its own stems (see centrality), so
 * scoring all members is linear in their stems, not quadratic in their number.
 */
function stemWeights(all: readonly Prepared[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const { whole } of all) {
    if (whole.size === 0) continue;
    const w = 1 / Math.sqrt(whole.size);
    for (const s of whole) weights.set(s, (weights.get(s) ?? 0) + w);
  }
  return weights;
}

/**
 * Mean cosine of `own` (as a binary stem set) with every other member's headline and lead; 1 for a lone member.
 * The member's own set is taken out of the weights it is scored against.
 */
function centrality(own: Set<string>, i: number, all: Prepared[], weights: Map<string, number>): number {
  if (all.length === 1) return 1;
  if (own.size === 0) return 0;
  const self = all[i].whole;
  const selfWeight = self.size > 0 ? 1 / Math.sqrt(self.size) : 0;
  let sum = 0;
  for (const s of own) sum += (weights.get(s) ?? 0) - (self.has(s) ? selfWeight : 0);
  return sum / Math.sqrt(own.size) / (all.length - 1);
}

/** Fraction of a headline's score kept after its style penalties (0 = all lost). */
function neutrality(headline: string, stems: ReadonlySet<string>, labelled: boolean): number {
  let penalty = labelled ? PENALTY.label : 0;
  for (const s of stems) if (LOADED.has(s)) penalty += PENALTY.loadedWord;
  const words = headline.match(/\p{L}[\p{L}'’]*/gu) ?? [];
  // Shouting: two or more all-capital words of 4+ letters, or a headline mostly in capitals. Single acronyms
  // (NATO, OPEC) are normal.
  const capsWords = words.filter((w) => w.length >= 4 && w === w.toUpperCase() && /\p{Lu}/u.test(w)).length;
  const letters = headline.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/[^\p{Lu}]/gu, '').length;
  if (capsWords >= 2 || (letters.length >= 12 && upper / letters.length > 0.6)) penalty += PENALTY.shouting;
  if (headline.includes('!')) penalty += PENALTY.exclamation;
  if (headline.includes('?')) penalty += PENALTY.question;
  if (/^\s*["“‘']/.test(headline)) penalty += PENALTY.quoteLed;
  if (RHETORICAL_OPENING.test(headline)) penalty += PENALTY.rhetorical;
  if (words.length < 4) penalty += PENALTY.tooShort;
  if (words.length > 20) penalty += PENALTY.tooLong;
  return Math.max(0, 1 - penalty);
}

function isCentre(article: EventArticle): boolean {
  return article.bias_position >= CENTRE_MIN && article.bias_position <= CENTRE_MAX;
}

/**
 * The best candidate by score; among those within NEAR_TIE of the best, a centre outlet first, then the higher
 * score, then the lower id. Candidates with nothing to offer are skipped by the caller.
 */
function pick(candidates: { prepared: Prepared; score: number }[]): Prepared | undefined {
  if (candidates.length === 0) return undefined;
  const best = Math.max(...candidates.map((c) => c.score));
  const near = candidates.filter((c) => c.score >= best * NEAR_TIE);
  near.sort(
    (a, b) =>
      Number(isCentre(b.prepared.article)) - Number(isCentre(a.prepared.article)) ||
      b.score - a.score ||
      a.prepared.article.id - b.prepared.article.id,
  );
  return near[0].prepared;
}

/**
 * The event's title: the member headline with the highest mean similarity to the other members, discounted for
 * loaded words, shouting, exclamation and question marks; centre outlets win near-ties; ties go to the lowest id.
 * Empty only when no member has a headline.
 */
export function representativeTitle(articles: readonly EventArticle[]): string {
  const all = articles.map(prepare);
  const weights = stemWeights(all);
  const candidates = all
    .map((prepared, i) => {
      const central = centrality(prepared.title, i, all, weights);
      // A tiny floor keeps the style and centre preferences working when no headline shares a word with the rest.
      return { prepared, central, score: (central + 1e-6) * prepared.neutrality };
    })
    .filter((c) => c.prepared.headline !== '');
  // Every headline loaded or shouting (score 0): still better than no title, so fall back to centrality alone.
  const scored = candidates.some((c) => c.score > 0)
    ? candidates
    : candidates.map((c) => ({ ...c, score: c.central + 1e-6 }));
  return pick(scored)?.headline ?? '';
}

// ---------------------------------------------------------------------------------------------------------------
// Sentences.

/** Abbreviations whose period does not end a sentence ("Sen. Warren", "Jan. 6", "U.S. officials"). */
const ABBREVIATIONS = new Set(
  `mr mrs ms dr sen rep gov gen lt col sgt capt adm st jr sr inc corp co ltd vs no jan feb mar apr jun jul aug
  sep sept oct nov dec prof rev hon pres dept mt ft est approx fig`.split(/\s+/),
);

/** A dateline opening a wire lead: "WASHINGTON (Reuters) -", "NEW YORK, May 3 (AP) —". */
const DATELINE = /^[A-Z][A-Z .'-]{2,40}(?:,\s*[A-Z][a-z]{2,8}\.? \d{1,2})?(?:\s*\([^)]{1,40}\))?\s*[-–—]+\s+/;

/** Splits text into sentences at . ! ? followed by a space and a capital, digit or quote, minding abbreviations. */
export function sentences(text: string): string[] {
  const out: string[] = [];
  const boundary = /([.!?…]+)(["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\d])/gu;
  let start = 0;
  for (const m of text.matchAll(boundary)) {
    const end = (m.index ?? 0) + m[1].length + m[2].length;
    if (m[1] === '.') {
      const before = text.slice(start, m.index).match(/(\S+)$/)?.[1] ?? '';
      const word = before.replace(/^["'“‘(]+/, '').toLowerCase();
      // "U.S." or "a.m." (inner periods), a lone initial ("John F. Kennedy") or a listed abbreviation.
      if (word.includes('.') || /^\p{L}$/u.test(word) || ABBREVIATIONS.has(word)) continue;
    }
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out;
}

/** A sentence that ends as one: feeds often cut a lead mid-sentence and mark it with "..." or nothing. */
function isWhole(sentence: string): boolean {
  return /[.!?]["'”’)\]]*$/.test(sentence) && !/(?:\.\.\.|…)["'”’)\]]*$/.test(sentence);
}

/** Cuts text to at most `max` characters at a word boundary, ending with "…". */
function cutAtWord(text: string, max: number): string {
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  const head = (space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:–—-]+$/, '');
  return `${head}…`;
}

/** One or two whole sentences of `lead`, at most SUMMARY_MAX characters. */
function extract(lead: string): string {
  const body = lead.replace(DATELINE, '');
  const all = sentences(body);
  const whole = all.filter(isWhole);
  const first = whole[0] ?? all[0] ?? '';
  if (first.length > SUMMARY_MAX) return cutAtWord(first, SUMMARY_MAX);
  if (!isWhole(first)) {
    // A lead its feed cut short: one "…" marks the cut, however the feed marked it.
    const fragment = first.replace(/\s*(?:\.\.\.|…)\s*$/, '');
    if (fragment.length > SUMMARY_MAX - 1) return cutAtWord(fragment, SUMMARY_MAX);
    return fragment === first ? first : `${fragment}…`;
  }
  const second = all[all.indexOf(first) + 1];
  if (second && isWhole(second) && first.length + 1 + second.length <= SUMMARY_MAX)
    return `${first} ${second}`;
  return first;
}

/**
 * The event's summary: one or two whole sentences (at most 300 characters) from the most central member lead,
 * centre outlets first on near-ties, ties by id. Without any lead, the representative title stands in, so the
 * summary is empty only when every member lacks both.
 */
export function eventSummary(articles: readonly EventArticle[]): string {
  const all = articles.map(prepare);
  const weights = stemWeights(all);
  const candidates = all
    .map((prepared, i) => ({ prepared, score: centrality(prepared.leadStems, i, all, weights) + 1e-6 }))
    .filter((c) => c.prepared.lead.trim() !== '');
  const chosen = pick(candidates);
  // Two sentences within 300 characters, or a first sentence cut at 300, never need more than the opening.
  const summary = chosen ? extract(clean(chosen.lead.slice(0, LEAD_CHARS))) : '';
  if (summary) return summary;
  const title = representativeTitle(articles);
  return title.length <= SUMMARY_MAX ? title : cutAtWord(title, SUMMARY_MAX);
}
