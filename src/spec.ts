// The constants that SPEC.md fixes, in one place, each with the section it comes from.
// Anything a reader could look up in the spec lives here and nowhere else.

/** Event categories (SPEC §2, Event). */
export const CATEGORIES = ['war', 'economy', 'politics', 'ai', 'health', 'other'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Outlet bias classes. SPEC §2 shows left, center, right and leaves the full set open; we use five. */
export const BIASES = ['left', 'lean-left', 'center', 'lean-right', 'right'] as const;
export type Bias = (typeof BIASES)[number];

/** Capitalised labels for `bias_label` (SPEC §2, Market article). */
export const BIAS_LABELS: Record<Bias, string> = {
  left: 'Left',
  'lean-left': 'Lean Left',
  center: 'Center',
  'lean-right': 'Lean Right',
  right: 'Right',
};

/** Coverage-gap sides (SPEC §4, Gap rules 1-3). */
export const GAP = {
  leftMaxPosition: 35,
  rightMinPosition: 65,
  minCoveringOutlets: 3,
} as const;

/** The 47 topics in their groups (SPEC §2, Tag taxonomy). */
export const TOPIC_GROUPS = {
  'Central banks': ['fed', 'ecb', 'boe', 'boj'],
  'Macro / data': ['rates', 'inflation', 'cpi', 'ppi', 'gdp', 'jobs', 'recession', 'confidence', 'retail'],
  'Markets / instruments': ['indices', 'treasuries', 'bonds', 'credit', 'pe_vc', 'fx'],
  Corporate: ['earnings', 'guidance', 'ipo', 'm&a', 'layoffs', 'dividend', 'bankruptcy'],
  'Trade / policy': ['trade', 'sanctions', 'antitrust', 'regulation', 'litigation'],
  Healthcare: ['fda'],
  Management: ['management', 'labor'],
  'Tech / cyber': ['ai', 'cyber'],
  Multilateral: ['imf', 'rating'],
  'Corporate events': ['contract', 'split', 'offering'],
  'Crypto / commodities': ['crypto', 'oil', 'gold', 'commodities'],
  'Catch-all': ['markets', 'analyst'],
} as const;
export type Topic = (typeof TOPIC_GROUPS)[keyof typeof TOPIC_GROUPS][number];
export const TOPICS: readonly Topic[] = Object.values(TOPIC_GROUPS).flat();

/** Tag prefixes (SPEC §2, Tag taxonomy). */
export const TICKER_TAG_PREFIX = 'ticker:';
export const TOPIC_TAG_PREFIX = 'topic:';

/** Sentiment labels for market articles (SPEC §2, Market article). */
export const SENTIMENT_LABELS = ['positive', 'neutral', 'negative'] as const;
export type SentimentLabel = (typeof SENTIMENT_LABELS)[number];
