// The constants that SPEC.md fixes, in one place, each with the section it comes from.
// Anything a reader could look up in the spec lives here and nowhere else.
import { DAY_MS, HOUR_MS } from './time-units';

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

/** The sides of the spectrum a category's sentiment is split by (GET /sentiment/{category}; docs/decisions.md). */
export const SPECTRUM_SIDES = ['left', 'center', 'right'] as const;
export type SpectrumSide = (typeof SPECTRUM_SIDES)[number];

/** Coverage-gap sides (SPEC §4, Gap rules 1-3). */
export const GAP = {
  leftMaxPosition: 35,
  rightMinPosition: 65,
  minCoveringOutlets: 3,
} as const;

/**
 * A gap younger than this (since the event's first article) is provisional: the other side may not have published
 * yet, and the split check may still find its coverage. The same 6 h as the `developing` lifecycle
 * (docs/clustering.md), the window in which an event is still taking its first reports.
 */
export const GAP_PROVISIONAL_HOURS = 6;

/** How far before the event's first and after its last article the other side's coverage is looked for. */
export const GAP_SPLIT_WINDOW_HOURS = 48;

/** Events an article lookup by similarity returns at most (GET /articles/lookup, MCP find_other_side). */
export const LOOKUP_MAX_EVENTS = 5;

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

/** Base path of the REST API; the version is part of it (SPEC §9). */
export const API_BASE_PATH = '/api/v2';

/** Access tiers (SPEC §5.3, §8). `anonymous` is a request without a key (SPEC §5.2). */
export const TIERS = ['free', 'pro', 'max', 'business'] as const;
export type Tier = (typeof TIERS)[number];
export type CallerTier = Tier | 'anonymous';

/**
 * Daily request cap and lookback per tier (SPEC §8). A lookback of `null` is the full archive. The anonymous
 * lookback is "not stated" in SPEC §8; ours is the Free tier's 7 days (docs/decisions.md).
 */
export const TIER_LIMITS: Record<CallerTier, { dailyCap: number; lookbackDays: number | null }> = {
  anonymous: { dailyCap: 5, lookbackDays: 7 },
  free: { dailyCap: 100, lookbackDays: 7 },
  pro: { dailyCap: 500, lookbackDays: 30 },
  max: { dailyCap: 5_000, lookbackDays: null },
  business: { dailyCap: 50_000, lookbackDays: null },
};

/** Tiers that may call the market endpoints and use MCP, with uncapped market `hours` (SPEC §4 Market, §5.5, §5.7, §8). */
export const MARKET_TIERS: readonly Tier[] = ['max', 'business'];
export const MCP_TIERS: readonly Tier[] = ['max', 'business'];

/** Cursor-paginated lists: events, search, outlet events, gaps (SPEC §4 Pagination, §8). */
export const PAGE = { defaultLimit: 25, maxLimit: 100 } as const;

/** Cursors stay valid this long (SPEC §4 Pagination rule 3, §8). */
export const CURSOR_TTL_MS = DAY_MS;

/** Market desk feed (SPEC §4 Market, §8): offset pagination with its own page sizes and lookback default. */
export const MARKET = { defaultLimit: 50, maxLimit: 200, defaultHours: 168 } as const;

/**
 * Offset pagination of the market feed reaches as deep as Elasticsearch's default max_result_window: offset +
 * limit never exceeds 10,000 (the last page is shortened), and an offset beyond it is a 400 that says to narrow
 * the query.
 */
export const MARKET_MAX_DEPTH = 10_000;

/** Stats snapshot cache lifetime (SPEC §4 Stats, §8). */
export const STATS_CACHE_SECONDS = 60;

/** Timeseries intervals and the longest span each may cover (SPEC §2 Timeseries, §4 Stats, §8); week is unbounded. */
export const TIMESERIES_INTERVALS = ['hour', 'day', 'week'] as const;
export type TimeseriesInterval = (typeof TIMESERIES_INTERVALS)[number];
export const TIMESERIES_MAX_SPAN_MS: Record<TimeseriesInterval, number | null> = {
  hour: 48 * 60 * 60 * 1000,
  day: 90 * DAY_MS,
  week: null,
};
export const TIMESERIES_DEFAULT_INTERVAL: TimeseriesInterval = 'day';

/** Sorts of `GET /events` (SPEC §4 Events); `covered` is defined in docs/decisions.md. */
export const EVENT_SORTS = ['divergence', 'recent', 'covered'] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const DEFAULT_EVENT_SORT: EventSort = 'divergence';

/** What `embed` may add to each event list item (SPEC §4 Events). */
export const EVENT_EMBEDS = ['sources', 'facts'] as const;

/** `GET /divergence/top` looks back this far (SPEC §4 Divergence shortcuts). */
export const TOP_DIVERGENCE_WINDOW_MS = 7 * DAY_MS;

/** Search `q` must have at least this many characters (SPEC §4 Search rule 6). */
export const SEARCH_MIN_QUERY_LENGTH = 2;
/** And at most this many (ours, docs/decisions.md): longer is no search a reader types. */
export const SEARCH_MAX_QUERY_LENGTH = 256;

/**
 * How `q` is matched: `keyword` (the default, SPEC §4 Search) by its words, `semantic` by the meaning of the whole
 * query against the events' meaning vectors, `hybrid` both, fused by reciprocal rank (docs/decisions.md).
 */
export const SEARCH_MODES = ['keyword', 'semantic', 'hybrid'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];

/** The side of the spectrum that covered a coverage gap (the other ignored it; SPEC §4 Gap rules). */
export const GAP_SIDES = ['left', 'right'] as const;

/**
 * The framing slugs, the fifteen Media Frames Corpus dimensions and the residual `other` (docs/decisions.md,
 * Framing values), in the catalogue's order: the values of a source row's `framing` and of the events `framing`
 * filter. The catalogue with labels and cue words is src/enrich/frames.ts.
 */
export const FRAMING_VALUES = [
  'economic',
  'capacity',
  'morality',
  'fairness',
  'legal',
  'policy',
  'crime',
  'security',
  'health',
  'quality_of_life',
  'cultural_identity',
  'public_opinion',
  'political',
  'external_regulation',
  'other',
] as const;
export type Framing = (typeof FRAMING_VALUES)[number];

/** Divergence score range and fact statuses (SPEC §2 Event, Fact; §3). */
export const DIVERGENCE_RANGE = { min: 0, max: 100 } as const;
export const FACT_STATUSES = ['confirmed', 'disputed'] as const;
export type FactStatus = (typeof FACT_STATUSES)[number];

/** How an event's divergence score was reached and what it is made of (docs/divergence.md). */
export const DIVERGENCE_BASES = ['both_sides', 'single_outlet', 'single_source', 'one_side'] as const;
export const DIVERGENCE_COMPONENTS = [
  'wording',
  'meaning',
  'framing',
  'sentiment',
  'headline',
  'facts',
  'omission',
  'coverage',
] as const;

/** A ledger entry's id as reader feedback addresses it: `fact_` and 16 hex digits (docs/decisions.md). */
export const FACT_ID_PATTERN = '^fact_[0-9a-f]{16}$';

/** Sentiment range of source rows and event filters (SPEC §2 Source, §4 Events). */
export const SENTIMENT_RANGE = { min: -1, max: 1 } as const;

/** Error codes the spec names (SPEC §7). Codes for what it leaves open are in docs/decisions.md. */
export const SPEC_ERROR_CODES = {
  invalidParameter: 'invalid_parameter',
  invalidApiKey: 'invalid_api_key',
  archiveTokenRequired: 'archive_token_required',
  devTierRequired: 'dev_tier_required',
  notFound: 'not_found',
} as const;

/** New events arrive every 10 minutes (SPEC §2 Stats snapshot); the default ingest cadence. */
export const INGEST_CADENCE_MINUTES = 10;

/** The twelve MCP tools SPEC §4 names, and our thirteenth (its name is "not shown"; docs/decisions.md). */
export const MCP_NAMED_TOOLS = [
  'get_digest',
  'query_news',
  'search_news',
  'get_event',
  'get_top_divergent',
  'get_market_news',
  'get_ticker_news',
  'scan_portfolio',
  'get_market_sentiment_overview',
  'get_trending_tickers',
  'get_market_articles',
  'get_market_tags',
] as const;
export const MCP_THIRTEENTH_TOOL = 'get_coverage_gaps';
/** Ours too: the other side of an article (docs/decisions.md, "The other side of an article"). */
export const MCP_LOOKUP_TOOL = 'find_other_side';
export const MCP_TOOLS = [...MCP_NAMED_TOOLS, MCP_THIRTEENTH_TOOL, MCP_LOOKUP_TOOL] as const;

/** An outlet's omission rate counts the events of this many days covered by at least this many outlets (Outlets). */
export const OMISSION_WINDOW_DAYS = 30;
export const WIDELY_COVERED_OUTLETS = 8;

/** What a reader may flag as wrong on an event, and the reasons each kind takes (docs/decisions.md, "Reader feedback"). */
export const FEEDBACK_ITEM_KINDS = ['score', 'fact', 'framing', 'gap'] as const;
export type FeedbackItemKind = (typeof FEEDBACK_ITEM_KINDS)[number];
export const FEEDBACK_REASONS = {
  score: ['too_high', 'too_low', 'mixed_stories'],
  fact: ['not_in_articles', 'wrong_status', 'wrong_attribution', 'not_a_claim'],
  framing: ['misdescribes_article', 'wrong_frame', 'unclear'],
  gap: ['other_side_covered', 'too_minor', 'mixed_stories'],
} as const satisfies Record<FeedbackItemKind, readonly string[]>;
export type FeedbackReason = (typeof FEEDBACK_REASONS)[FeedbackItemKind][number];

/** Webhooks (docs/webhooks.md): the event types a subscription may ask for, its bounds, and how long a rotated secret keeps signing. */
export const WEBHOOK_EVENT_TYPES = [
  'gap.opened',
  'gap.closed',
  'divergence.crossed',
  'event.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** Entries of each filter list (categories, outlets, tickers). */
export const MAX_FILTER_VALUES = 50;
export const MAX_URL_LENGTH = 2048;
export const SECRET_OVERLAP_MS = 24 * HOUR_MS;
