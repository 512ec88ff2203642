// An event's category (SPEC §2, Event.category): war, economy, politics, ai, health or other, decided from all
// member articles together. A weighted lexicon of cue words and phrases per category (matched on the Porter2 stems
// of the shared wink-nlp pipeline) scores each member's headline and lead; the finance topics tagged at ingest add
// economy, health and ai evidence; the event takes the category with the highest mean score, and "other" when no
// category has enough evidence. Lexicons rather than a model trained on old roundups, because live news brings
// stories (AI launches, outbreaks, storms, finals) that no labelled set here covers, and because the models that
// were fitted and measured learned little beyond the roundups' mix of categories (docs/analysis-category.md).
import { CATEGORIES, TOPIC_GROUPS, type Category, type Topic } from '../spec';
import { articleTokens, textTokens } from './category-tokens';
import lexicon from './data/category-lexicon.json';
import type { TitleFeatures } from './title-features';

/** One member article of an event, as the analysis stage receives it. */
export interface EventArticle {
  id: number;
  outlet_slug: string;
  bias_position: number;
  headline: string;
  /** Lead text; may be empty. */
  summary: string;
  /** Finance topics tagged at ingest (SPEC §2, Tag taxonomy), without the `topic:` prefix. */
  topics: string[];
  published_at: string;
  /** The article's evidence per category under DEFAULT_PARAMS, when ingest computed it (articleEvidence). */
  category_evidence?: CategoryScores;
  /** What the title and summary are picked by, when ingest computed it (representative.ts, titleFeatures). */
  title_features?: TitleFeatures;
}

// ---------------------------------------------------------------------------------------------------------------
// The lexicon (data/category-lexicon.json). Each category has lists of words or phrases with one weight: 3 names
// the category ("ceasefire", "measles"), 2 leans strongly ("troops", "senate"), 1 is a hint that only counts
// alongside others ("court", "drug"). Phrases match consecutive words and win over the single words inside them,
// so "trade war" counts for economy and not for war. Entries are written as plain words and tokenised once at
// load, as the texts are: where one stem joins unrelated senses (category-tokens.ts), an entry names the word it
// means ("housing", not "House"; "recession", not "recess"). Words that news often uses figuratively or in another
// sense are hints at most, and the sense meant is written as a phrase: "fires" alone is no cue (officials are
// fired too) and "house fire" names a blaze; "war on" (red tape, drugs) leans politics; a sum of money
// ("billion", "funding") says little about what it pays for. For politics, what a story is about (elections,
// impeachment, immigration) weighs more than who acts in it (senators, the president): lawmakers striking a
// budget deal is an economy story, a governor facing a hurricane is "other".

type Lexicon = Record<Category, { weight: number; cues: string[] }[]>;

const LEXICON: Lexicon = lexicon;

/** Finance topics (SPEC §2) that speak for a category; the rest (sanctions, litigation, cyber ...) are neutral. */
const TOPIC_CATEGORY: ReadonlyMap<string, Category> = new Map<string, Category>([
  ...[
    ...TOPIC_GROUPS['Central banks'],
    ...TOPIC_GROUPS['Macro / data'],
    ...TOPIC_GROUPS['Markets / instruments'],
    ...TOPIC_GROUPS.Corporate,
    ...TOPIC_GROUPS.Multilateral,
    ...TOPIC_GROUPS['Corporate events'],
    ...TOPIC_GROUPS['Crypto / commodities'],
    ...TOPIC_GROUPS['Catch-all'],
    'trade' as Topic,
    'labor' as Topic,
  ].map((topic): [string, Category] => [topic, 'economy']),
  ['fda', 'health'],
  ['ai', 'ai'],
]);

// ---------------------------------------------------------------------------------------------------------------
// Scoring parameters.

export interface CategoryParams {
  /** A headline cue counts this many times a lead cue: the headline names the happening, the lead adds context. */
  titleWeight: number;
  /** Points for a member tagged with a finance topic of a category (once per category per member). */
  topicPoints: number;
  /**
   * Each further cue of a category in the same text counts this fraction of the one before (strongest first).
   * Repetition says little more, and the decay keeps a category with many everyday words (politics: senators, the
   * president, officials) from outvoting one whose single cue names the subject ("infrastructure", "hurricane").
   */
  decay: number;
  /**
   * Evidence "other" gets for free: an event whose best category does not beat it stays "other". At 1, the
   * lexicon's weights mean what they say: a hint (weight 1) alone in a lead ties and is not enough, a strong cue
   * (weight 2) is, and so is a hint in a headline (1 x titleWeight 3).
   */
  otherFloor: number;
}

/** Chosen on the tuning sets (`scripts/eval-category.ts <data-dir> --sweep`; docs/analysis-category.md). */
export const DEFAULT_PARAMS: Readonly<CategoryParams> = {
  titleWeight: 3,
  topicPoints: 4,
  decay: 0.3,
  otherFloor: 1,
};

interface Cue {
  stems: string[];
  category: Category;
  weight: number;
}

/** Cues by their first stem, longest first, so a phrase is tried before the single word it starts with. */
const CUES_BY_FIRST: ReadonlyMap<string, Cue[]> = (() => {
  // Inflections share a stem ("vaccine", "vaccinated"): one cue per category and stem sequence, at its top weight.
  const unique = new Map<string, Cue>();
  for (const category of CATEGORIES) {
    for (const { weight, cues } of LEXICON[category]) {
      for (const entry of cues) {
        const stems = textTokens(entry);
        if (stems.length === 0) continue;
        const key = `${category}:${stems.join(' ')}`;
        const known = unique.get(key);
        if (!known || known.weight < weight) unique.set(key, { stems, category, weight });
      }
    }
  }
  const map = new Map<string, Cue[]>();
  for (const cue of unique.values()) {
    const cues = map.get(cue.stems[0]) ?? [];
    cues.push(cue);
    map.set(cue.stems[0], cues);
  }
  for (const cues of map.values()) cues.sort((a, b) => b.stems.length - a.stems.length);
  return map;
})();

function matchesAt(stems: readonly string[], i: number, cue: Cue): boolean {
  if (i + cue.stems.length > stems.length) return false;
  for (let k = 1; k < cue.stems.length; k += 1) if (stems[i + k] !== cue.stems[k]) return false;
  return true;
}

export type CategoryScores = Record<Category, number>;

function zeroScores(): CategoryScores {
  return { war: 0, economy: 0, politics: 0, ai: 0, health: 0, other: 0 };
}

/** Adds the evidence of one text: its distinct cues per category, strongest first, decaying, times `factor`. */
function addCues(stems: readonly string[], factor: number, decay: number, into: CategoryScores): void {
  const found = new Map<Category, Set<Cue>>();
  let i = 0;
  while (i < stems.length) {
    const cue = CUES_BY_FIRST.get(stems[i])?.find((c) => matchesAt(stems, i, c));
    if (cue === undefined) {
      i += 1;
      continue;
    }
    // All cues sharing the longest matching span count (a word may speak for two categories).
    for (const same of CUES_BY_FIRST.get(stems[i]) ?? []) {
      if (same.stems.length !== cue.stems.length || !matchesAt(stems, i, same)) continue;
      const set = found.get(same.category) ?? new Set<Cue>();
      set.add(same);
      found.set(same.category, set);
    }
    i += cue.stems.length;
  }
  for (const [category, cues] of found) {
    const weights = [...cues].map((c) => c.weight).sort((a, b) => b - a);
    let share = factor;
    for (const weight of weights) {
      into[category] += weight * share;
      share *= decay;
    }
  }
}

/**
 * One article's evidence per category. Ingest computes it with the default parameters and stores it on the
 * article (in the analysis workers, beside the same wink-nlp analysis), so categorising an event reads its
 * members' evidence instead of tokenising every member again each time the event changes.
 */
export function articleEvidence(
  article: Pick<EventArticle, 'headline' | 'summary' | 'topics'>,
  p: Readonly<CategoryParams> = DEFAULT_PARAMS,
): CategoryScores {
  const scores = zeroScores();
  const tokens = articleTokens(article);
  addCues(tokens.headline, p.titleWeight, p.decay, scores);
  addCues(tokens.lead, 1, p.decay, scores);
  const topical = new Set<Category>();
  for (const topic of article.topics) {
    const category = TOPIC_CATEGORY.get(topic);
    if (category !== undefined) topical.add(category);
  }
  for (const category of topical) scores[category] += p.topicPoints;
  return scores;
}

/** Mean evidence per category over the members (the "other" floor included), for inspection and evaluation. */
export function categoryScores(
  articles: readonly EventArticle[],
  params: Readonly<CategoryParams> = DEFAULT_PARAMS,
): CategoryScores {
  const total = zeroScores();
  // Summed in id order: floating-point sums depend on order, and the answer must not depend on the members'.
  for (const article of [...articles].sort((a, b) => a.id - b.id)) {
    const scores =
      params === DEFAULT_PARAMS && article.category_evidence
        ? article.category_evidence
        : articleEvidence(article, params);
    for (const category of CATEGORIES) total[category] += scores[category];
  }
  const n = Math.max(articles.length, 1);
  for (const category of CATEGORIES) total[category] /= n;
  total.other += params.otherFloor;
  return total;
}

/**
 * The event's category: the highest mean evidence, "other" when nothing beats its floor. A tie with the floor
 * stays "other"; other ties go to the earlier category in the spec's order.
 */
export function categorise(
  articles: readonly EventArticle[],
  params: Readonly<CategoryParams> = DEFAULT_PARAMS,
): Category {
  const scores = categoryScores(articles, params);
  let best: Category = 'other';
  for (const category of CATEGORIES) if (scores[category] > scores[best]) best = category;
  return best;
}
