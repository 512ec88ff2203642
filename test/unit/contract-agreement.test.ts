// The wire contract (src/contract/) and what is derived from it agree: for each resource, the OpenAPI component
// the document holds (or the part of one it is, like a list's `meta`), the part of an MCP tool's output schema the
// SDK publishes for it (tools/list) and the zod validator itself have the same properties, the same required ones
// and the same types, all the way down; and a real presented item, made by the presenters from the test fixtures
// (or, for the error body and the export trailer, by the code that sends them), passes all three. For each
// parameter set, the document's parameters of the operation, the inputs of the tools that mirror it and the set
// itself have the same names, types, enums, bounds and formats, and a value just out of bounds is refused by both
// the REST query validator and the MCP arguments, a value at the bound taken by both.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { z } from 'zod';
import { article, articleList } from '../../src/contract/article';
import { digest } from '../../src/contract/digest';
import { divergenceMover } from '../../src/contract/divergence-mover';
import { category } from '../../src/contract/category';
import { categorySentiment } from '../../src/contract/category-sentiment';
import { categorySummaries } from '../../src/contract/category-summary';
import { divergence } from '../../src/contract/divergence';
import { eventDetail } from '../../src/contract/event-detail';
import { eventFeedback } from '../../src/contract/event-feedback';
import { eventList, eventListItem } from '../../src/contract/event-list-item';
import { fact } from '../../src/contract/fact';
import { followedEvent } from '../../src/contract/followed-event';
import { flag } from '../../src/contract/flag';
import { listMeta } from '../../src/contract/list-page';
import { gap } from '../../src/contract/gap';
import { gapEntry, gapList } from '../../src/contract/gap-entry';
import { health } from '../../src/contract/health';
import { lookup, lookupCoverage, lookupEvent } from '../../src/contract/lookup';
import { marketArticle } from '../../src/contract/market-article';
import { marketArticlePage, marketTagCounts } from '../../src/contract/market-page';
import { marketSentimentOverview } from '../../src/contract/market-sentiment';
import { outlet, outletList } from '../../src/contract/outlet';
import { portfolioScan } from '../../src/contract/portfolio-scan';
import { similarEvent, similarEventList } from '../../src/contract/similar-event';
import { sourceRow } from '../../src/contract/source-row';
import { stats } from '../../src/contract/stats';
import { tag } from '../../src/contract/tag';
import { tagCount } from '../../src/contract/tag-count';
import { tickerNews } from '../../src/contract/ticker-news';
import { divergenceTimeseries, timeseries, timeseriesPoint } from '../../src/contract/timeseries';
import { eventPage, gapPage } from '../../src/contract/tool-pages';
import { trendingTickers } from '../../src/contract/trending-ticker';
import { usage } from '../../src/contract/usage';
import { webhookDelivery, webhookDeliveryList } from '../../src/contract/webhook-delivery';
import {
  webhookSubscription,
  webhookSubscriptionList,
  webhookSubscriptionWithSecret,
} from '../../src/contract/webhook-subscription';
import { dailyCapExceeded, invalidParameter } from '../../src/errors';
import { CONTRACT_COMPONENT_NAMES, EXPORT_TRAILER } from '../../src/http/openapi/contract-components';
import { ERROR_BODY } from '../../src/http/openapi/errors';
import { buildOpenApiDocument } from '../../src/http/openapi/document';
import { presentArticle } from '../../src/api/presenters/article';
import {
  presentEvent,
  presentEventFeedback,
  presentEventListItem,
  presentGapEntry,
} from '../../src/api/presenters/event';
import { presentCategories } from '../../src/api/presenters/category';
import { presentFlag } from '../../src/api/presenters/flag';
import { presentCategorySentiment } from '../../src/api/presenters/sentiment';
import { presentListMeta } from '../../src/api/presenters/list-meta';
import { presentLookup } from '../../src/api/presenters/lookup';
import {
  presentMarketArticle,
  presentMarketArticles,
  presentMarketTags,
} from '../../src/api/presenters/market';
import { presentOutlet } from '../../src/api/presenters/outlet';
import { presentDivergenceTimeseries, presentStats, presentTimeseries } from '../../src/api/presenters/stats';
import { presentAttempt, presentNewSecret, presentSubscription } from '../../src/api/presenters/webhook';
import { getCoverageGaps } from '../../src/mcp/tools/get-coverage-gaps';
import { getDigest } from '../../src/mcp/tools/get-digest';
import { findOtherSide } from '../../src/mcp/tools/find-other-side';
import { getEventTool } from '../../src/mcp/tools/get-event';
import { getMarketArticles } from '../../src/mcp/tools/get-market-articles';
import { getMarketSentimentOverview } from '../../src/mcp/tools/get-market-sentiment-overview';
import { getMarketTags } from '../../src/mcp/tools/get-market-tags';
import { getTickerNews } from '../../src/mcp/tools/get-ticker-news';
import { getTrendingTickers } from '../../src/mcp/tools/get-trending-tickers';
import { queryNews } from '../../src/mcp/tools/query-news';
import { scanPortfolio } from '../../src/mcp/tools/scan-portfolio';
import type { StoredArticle } from '../../src/services/articles';
import type { EventRecord } from '../../src/services/event-record';
import type { GapRecord } from '../../src/services/gaps';
import type { StoredMarketArticle } from '../../src/services/market';
import type { SubscriptionRecord } from '../../src/webhooks/subscriptions';
import { articleDocument } from '../support/article-fixtures';
import { DAY_MS } from '../../src/time-units';
import { eventDocument } from '../support/event-fixtures';
import { ARTICLE_LIST_PARAMETERS } from '../../src/contract/parameters/articles';
import {
  EVENT_DETAIL_PARAMETERS,
  EVENT_FILTER_PARAMETERS,
  EVENT_LIST_PARAMETERS,
  OUTLET_EVENT_LIST_PARAMETERS,
} from '../../src/contract/parameters/event-list';
import { ARTICLE_EXPORT_PARAMETERS, EVENT_EXPORT_PARAMETERS } from '../../src/contract/parameters/export';
import { GAP_LIST_PARAMETERS } from '../../src/contract/parameters/gaps';
import { LOOKUP_PARAMETERS } from '../../src/contract/parameters/lookup';
import { MARKET_ARTICLES_PARAMETERS, MARKET_TAGS_PARAMETERS } from '../../src/contract/parameters/market';
import { PAGING_PARAMETERS } from '../../src/contract/parameters/paging';
import { SEARCH_PARAMETERS } from '../../src/contract/parameters/search';
import { SERIES_PARAMETERS, WINDOW_PARAMETERS } from '../../src/contract/parameters/timeseries';
import { ApiError } from '../../src/errors';
import { validateQuery } from '../../src/api/query-validation';
import { parseArguments } from '../../src/mcp/arguments';
import { getMarketNews } from '../../src/mcp/tools/get-market-news';
import { getTopDivergent } from '../../src/mcp/tools/get-top-divergent';
import { searchNews } from '../../src/mcp/tools/search-news';
import type { Parameter } from '../../src/http/openapi/types';

type JsonSchema = Record<string, unknown>;

const DOCUMENT_ID = 'https://parallax.invalid/api/v2/openapi.json';
const document = buildOpenApiDocument();
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']);
ajv.addSchema({ ...structuredClone(document), $id: DOCUMENT_ID });

/** The output schema of a tool as the SDK publishes it in tools/list. */
const mcpOutput = (tool: { output: z.ZodRawShape }) =>
  toJsonSchemaCompat(z.object(tool.output), { strictUnions: true, pipeStrategy: 'output' }) as JsonSchema;

/** A sub-schema by its path of property names and `items` steps. */
function at(schema: JsonSchema, path: string[]): JsonSchema {
  return path.reduce<JsonSchema>((s, step) => {
    if (step === 'items') return s.items as JsonSchema;
    const properties = s.properties as Record<string, JsonSchema> | undefined;
    const next = properties?.[step] ?? (s.anyOf as JsonSchema[] | undefined)?.find((a) => a.properties);
    if (!next) throw new Error(`no ${step} in ${JSON.stringify(s).slice(0, 200)}`);
    return properties?.[step] ? next : at(next, [step]);
  }, schema);
}

interface Outline {
  types: string[];
  enum?: unknown[];
  properties?: Record<string, Outline>;
  required?: string[];
  items?: Outline;
}

/** What the three must agree on: types, enums, properties and required ones, down the tree. */
function outline(schema: JsonSchema, resolve: (ref: string) => JsonSchema): Outline {
  if (typeof schema.$ref === 'string') return outline(resolve(schema.$ref), resolve);
  const alternatives = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (alternatives) {
    const parts = alternatives.map((a) => outline(a, resolve));
    const merged: Outline = { types: [...new Set(parts.flatMap((p) => p.types))].sort() };
    for (const p of parts) {
      const { types, ...rest } = p;
      void types;
      Object.assign(merged, rest);
    }
    const enums = parts.filter((p) => p.enum).flatMap((p) => p.enum ?? []);
    if (enums.length)
      merged.enum = [...new Set([...enums, ...(merged.types.includes('null') ? [null] : [])])];
    return merged;
  }
  const types = [schema.type ?? (schema.enum ? 'string' : 'unknown')].flat() as string[];
  const out: Outline = { types: [...types].sort() };
  if (schema.enum) out.enum = [...new Set(schema.enum as unknown[])];
  if (schema.properties) {
    const properties = schema.properties as Record<string, JsonSchema>;
    out.properties = Object.fromEntries(
      Object.entries(properties).map(([name, s]) => [name, outline(s, resolve)]),
    );
    out.required = [...((schema.required as string[] | undefined) ?? [])].sort();
  }
  if (schema.items) out.items = outline(schema.items as JsonSchema, resolve);
  return out;
}

/** A reference into the document: a component, a part of one (`…/Error/properties/error`), a response body. */
const openApiRef = (ref: string): JsonSchema =>
  ref
    .replace('#/', '')
    .split('/')
    .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<JsonSchema>((s, step) => s[step] as JsonSchema, document as unknown as JsonSchema);
const noRef = (ref: string): JsonSchema => {
  throw new Error(`unexpected reference ${ref}`);
};

// A stored event as the ingest writes it, with a fact ledger, a gap and a divergence analysis as the analysis
// stores them (src/analyze/divergence.ts).
const NOW = Date.parse('2026-11-25T12:00:00Z');
const stored = eventDocument(
  {
    id: 42,
    outlets: ['cnn', 'msnbc', 'huffpost', 'reuters'],
    divergence_score: 61,
    facts: [
      {
        status: 'confirmed',
        text: 'The port closed on Monday.',
        source_attribution: 'Port authority',
        agreeing: 3,
        covering: 4,
      },
    ],
    divergence: {
      method_version: 2,
      basis: 'both_sides',
      confidence: 0.8,
      interval: [52, 70],
      wording: 0.4,
      meaning: 0.3,
      framing: 0.5,
      sentiment: null,
      headline: 0.2,
      facts: 0.1,
      omission: 0.3,
      coverage: 0.6,
      drivers: {
        wording: ['cnn'],
        meaning: [],
        framing: ['msnbc'],
        sentiment: [],
        headline: [],
        facts: [],
        omission: [],
        coverage: ['reuters'],
      },
      history: [{ t: '2026-11-25T10:00:00.000Z', score: 61, method_version: 2 }],
    },
  },
  NOW,
) as unknown as GapRecord;
const storedArticle = articleDocument(
  {
    id: 9,
    tickers: ['AAPL'],
    topics: ['earnings'],
    sentiment: 'positive',
    sentiment_score: 0.4,
    event_id: 42,
  },
  NOW,
);

const listItem = presentEventListItem(stored as EventRecord, ['sources', 'facts'], NOW);
const analysed = presentEvent(stored as EventRecord, NOW);
const emptyCounts = { score: new Map(), gap: new Map(), fact: new Map(), framing: new Map() };
const detail = { ...analysed, feedback: presentEventFeedback(stored as EventRecord, emptyCounts) };
const entry = presentGapEntry(stored, NOW);
const lookedUp = presentLookup(
  {
    match: 'similarity',
    article: storedArticle as unknown as StoredArticle,
    window: { from: new Date(NOW - 3 * DAY_MS), to: new Date(NOW + 3 * DAY_MS) },
    events: [{ event: stored, similarity: 0.82, matchedBy: ['meaning', 'words'] }],
  },
  NOW,
);

const meta = presentListMeta({ items: [listItem], hasMore: true, nextCursor: 'c2' });
const similar = { ...presentEventListItem(stored as EventRecord, [], NOW), similarity: 0.731 };
const window = { since: new Date(NOW - DAY_MS), until: new Date(NOW) };
const points = [
  { t: '2026-11-24T00:00:00.000Z', avg_divergence: 48.5, n: 3 },
  { t: '2026-11-25T00:00:00.000Z', avg_divergence: null, n: 0 },
];
const subscriptionRecord: SubscriptionRecord = {
  kind: 'subscription',
  id: 'wh_Ab3_x-9',
  owner: 'account:1',
  url: 'https://hooks.example.com/parallax',
  event_types: ['gap.opened', 'divergence.crossed'],
  categories: ['politics'],
  outlets: ['reuters', 'cnn'],
  tickers: [],
  threshold: 60,
  secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmU=',
  previous_secret: null,
  previous_secret_until: null,
  status: 'active',
  disabled_at: null,
  disabled_reason: null,
  created_at: '2026-11-25T09:00:00.000Z',
};
const attempt = presentAttempt({
  kind: 'delivery',
  id: 'msg_1.2',
  subscription_id: subscriptionRecord.id,
  webhook_id: 'msg_1',
  event_type: 'gap.opened',
  event_id: 42,
  attempt: 2,
  outcome: 'failed',
  http_status: 502,
  error: 'the receiver answered 502',
  duration_ms: 130,
  attempted_at: '2026-11-25T10:00:00.000Z',
  next_attempt_at: '2026-11-25T10:00:30.000Z',
});

const marketItem = presentMarketArticle(storedArticle as unknown as StoredMarketArticle);
const marketPage = presentMarketArticles({
  query: { tags: ['ticker:AAPL'], outlet: null, offset: 0, limit: 50, hours: 168 },
  articles: [storedArticle as unknown as StoredMarketArticle],
});
const plainItem = presentEventListItem(stored as EventRecord, [], NOW);
const trending = { ticker: 'AAPL', count: 5, previous_count: 2, change: 3 };
const tone = { articles: 4, labels: { positive: 2, neutral: 1, negative: 0 }, average_score: 0.31 };
const mover = {
  ...plainItem,
  divergence_change: { from: 40, to: 61, change: 21, direction: 'up' as const, method_version: 2 },
};

const outletRow = presentOutlet({
  slug: 'reuters',
  name: 'Reuters',
  short_name: 'Reuters',
  domains: ['reuters.com'],
  homepage: 'https://www.reuters.com/',
  bias: 'center',
  bias_position: 50,
  primary_color: '#ff8000',
  articles_ingested: 1200,
  avg_divergence_when_covered: 41.2,
});

const component = (name: string) => `#/components/schemas/${name}`;
/** The 200 body of a GET the document writes in place instead of naming a component. */
const answer = (path: string) =>
  `#/paths/${path.replaceAll('/', '~1')}/get/responses/200/content/application~1json/schema`;

interface Resource {
  name: string;
  /** Where the document holds it (a JSON pointer), for the resources REST answers with. */
  document?: string;
  contract: z.ZodType;
  /** Where a tool's output schema holds it, for the resources a tool returns. */
  mcp?: { schema: JsonSchema; path: string[] };
  presented: unknown;
}

const RESOURCES: Resource[] = [
  { name: 'Category', document: component('Category'), contract: category, presented: listItem.category },
  {
    name: 'Event',
    document: component('Event'),
    contract: eventListItem,
    mcp: { schema: mcpOutput(queryNews), path: ['events', 'items'] },
    presented: listItem,
  },
  { name: 'EventDetail', document: component('EventDetail'), contract: eventDetail, presented: detail },
  {
    name: 'Source',
    document: component('Source'),
    contract: sourceRow,
    mcp: { schema: mcpOutput(getEventTool), path: ['event', 'sources', 'items'] },
    presented: analysed.sources[0],
  },
  {
    name: 'Fact',
    document: component('Fact'),
    contract: fact,
    mcp: { schema: mcpOutput(getEventTool), path: ['event', 'facts', 'items'] },
    presented: analysed.facts[0],
  },
  {
    name: 'Divergence',
    document: component('Divergence'),
    contract: divergence,
    mcp: { schema: mcpOutput(getEventTool), path: ['event', 'divergence'] },
    presented: analysed.divergence,
  },
  {
    name: 'EventFeedback',
    document: component('EventFeedback'),
    contract: eventFeedback,
    presented: detail.feedback,
  },
  {
    name: 'SimilarEvent',
    document: component('SimilarEvent'),
    contract: similarEvent,
    presented: { ...presentEventListItem(stored as EventRecord, [], NOW), similarity: 0.731 },
  },
  {
    name: 'GapEntry',
    document: component('GapEntry'),
    contract: gapEntry,
    mcp: { schema: mcpOutput(getCoverageGaps), path: ['gaps', 'items'] },
    presented: entry,
  },
  {
    name: 'Gap',
    document: component('Gap'),
    contract: gap,
    mcp: { schema: mcpOutput(getCoverageGaps), path: ['gaps', 'items', 'gap'] },
    presented: entry.gap,
  },
  {
    name: 'MarketArticle',
    document: component('MarketArticle'),
    contract: marketArticle,
    mcp: { schema: mcpOutput(getMarketArticles), path: ['data', 'items'] },
    presented: presentMarketArticle(storedArticle as unknown as StoredMarketArticle),
  },
  { name: 'Tag', document: component('Tag'), contract: tag, presented: 'ticker:AAPL' },
  {
    name: 'TagCount',
    document: component('TagCount'),
    contract: tagCount,
    mcp: { schema: mcpOutput(getMarketTags), path: ['data', 'items'] },
    presented: presentMarketTags({ hours: 24, tags: [{ tag: 'ticker:AAPL', count: 3 }] }).data[0],
  },
  {
    name: 'Article',
    document: component('Article'),
    contract: article,
    presented: presentArticle(storedArticle as unknown as StoredArticle),
  },
  {
    name: 'Lookup',
    document: component('Lookup'),
    contract: lookup,
    mcp: { schema: mcpOutput(findOtherSide), path: [] },
    presented: lookedUp,
  },
  {
    name: 'LookupEvent',
    document: component('LookupEvent'),
    contract: lookupEvent,
    mcp: { schema: mcpOutput(findOtherSide), path: ['events', 'items'] },
    presented: lookedUp.events[0],
  },
  {
    name: 'LookupCoverage',
    document: component('LookupCoverage'),
    contract: lookupCoverage,
    mcp: { schema: mcpOutput(findOtherSide), path: ['events', 'items', 'coverage', 'left', 'items'] },
    presented: lookedUp.events[0].coverage.left[0],
  },
  {
    name: 'ListMeta',
    document: `${component('EventList')}/properties/meta`,
    contract: listMeta,
    mcp: { schema: mcpOutput(getCoverageGaps), path: ['meta'] },
    presented: meta,
  },
  {
    name: 'EventList',
    document: component('EventList'),
    contract: eventList,
    presented: { data: [listItem], meta },
  },
  {
    name: 'SimilarEventList',
    document: component('SimilarEventList'),
    contract: similarEventList,
    presented: { data: [similar], meta },
  },
  {
    name: 'Outlet',
    document: component('Outlet'),
    contract: outlet,
    presented: outletRow,
  },
  {
    name: 'Stats',
    document: component('Stats'),
    contract: stats,
    presented: presentStats({
      articles_total: 5000,
      events_total: 800,
      outlets_active: 44,
      avg_divergence_7d: null,
      last_ingest_at: '2026-11-25T11:50:00.000Z',
      next_ingest_at: null,
      ingest_cadence_minutes: 10,
    }).data,
  },
  {
    name: 'TimeseriesPoint',
    document: component('TimeseriesPoint'),
    contract: timeseriesPoint,
    presented: points[0],
  },
  {
    name: 'Timeseries',
    document: component('Timeseries'),
    contract: timeseries,
    presented: presentTimeseries({ ...window, interval: 'day', series: [{ category: 'war', points }] }).data,
  },
  {
    name: 'DivergenceTimeseries',
    document: component('DivergenceTimeseries'),
    contract: divergenceTimeseries,
    presented: presentDivergenceTimeseries({ ...window, interval: 'day', category: null, points }).data,
  },
  {
    name: 'Flag',
    document: component('Flag'),
    contract: flag,
    presented: presentFlag({
      eventId: 42,
      item: { kind: 'score', id: 'score' },
      reason: 'too_high',
      commentShared: false,
      created: true,
      createdAt: '2026-11-25T10:00:00.000Z',
      updatedAt: '2026-11-25T10:00:00.000Z',
      readers: 1,
    }),
  },
  {
    name: 'WebhookSubscription',
    document: component('WebhookSubscription'),
    contract: webhookSubscription,
    presented: presentSubscription(subscriptionRecord),
  },
  {
    name: 'WebhookSubscriptionWithSecret',
    document: component('WebhookSubscriptionWithSecret'),
    contract: webhookSubscriptionWithSecret,
    presented: presentNewSecret(subscriptionRecord),
  },
  {
    name: 'WebhookSubscriptionList',
    document: component('WebhookSubscriptionList'),
    contract: webhookSubscriptionList,
    presented: { data: [presentSubscription(subscriptionRecord)], meta },
  },
  {
    name: 'WebhookDelivery',
    document: component('WebhookDelivery'),
    contract: webhookDelivery,
    presented: attempt,
  },
  {
    name: 'WebhookDeliveryList',
    document: component('WebhookDeliveryList'),
    contract: webhookDeliveryList,
    presented: { data: [attempt], meta },
  },
  {
    name: 'ExportTrailer',
    document: component('ExportTrailer'),
    contract: EXPORT_TRAILER,
    presented: { next_cursor: 'c3', rows: 10_000, error: dailyCapExceeded(100, 3600).toBody().error },
  },
  {
    name: 'Error',
    document: component('Error'),
    contract: ERROR_BODY,
    presented: invalidParameter('limit is not a number').toBody(),
  },
  {
    name: 'GapList',
    document: answer('/divergence/gaps'),
    contract: gapList,
    presented: { data: [entry], meta },
  },
  {
    name: 'ArticleList',
    document: answer('/articles'),
    contract: articleList,
    presented: { data: [presentArticle(storedArticle as unknown as StoredArticle)], meta },
  },
  {
    name: 'OutletList',
    document: answer('/outlets'),
    contract: outletList,
    presented: { data: [outletRow] },
  },
  {
    name: 'MarketArticlePage',
    document: answer('/market/articles'),
    contract: marketArticlePage,
    mcp: { schema: mcpOutput(getMarketArticles), path: [] },
    presented: marketPage,
  },
  {
    name: 'MarketTagCounts',
    document: answer('/market/tags'),
    contract: marketTagCounts,
    mcp: { schema: mcpOutput(getMarketTags), path: [] },
    presented: presentMarketTags({ hours: 24, tags: [{ tag: 'ticker:AAPL', count: 3 }] }),
  },
  {
    name: 'CategorySummaries',
    document: answer('/categories'),
    contract: categorySummaries,
    presented: presentCategories([
      { category: 'war', event_count: 12, avg_divergence: 55.3, event_count_7d: 0, avg_divergence_7d: null },
    ]),
  },
  {
    name: 'CategorySentiment',
    document: `${answer('/sentiment/{category}')}/properties/data`,
    contract: categorySentiment,
    presented: presentCategorySentiment({
      ...window,
      category: 'economy',
      events: 3,
      avg_sentiment: -0.2,
      sides: {
        left: { avg_sentiment: -0.31, sources: 4 },
        center: { avg_sentiment: null, sources: 0 },
        right: { avg_sentiment: 0.05, sources: 2 },
      },
      points: [
        { t: '2026-11-24T00:00:00.000Z', n: 3, avg_sentiment: -0.2, left: -0.31, center: null, right: 0.05 },
      ],
    }).data,
  },
  {
    name: 'Usage',
    document: `${answer('/usage')}/properties/data`,
    contract: usage,
    presented: {
      tier: 'pro',
      daily_cap: 1000,
      used: 12,
      remaining: 988,
      resets_at: '2026-11-26T00:00:00.000Z',
      lookback_days: 90,
    },
  },
  {
    name: 'Health',
    document: `${answer('/health')}/properties/data`,
    contract: health,
    presented: { status: 'ok', elasticsearch: 'yellow', redis: 'up' },
  },
  {
    name: 'EventPage',
    contract: eventPage,
    mcp: { schema: mcpOutput(queryNews), path: [] },
    presented: { events: [listItem], meta },
  },
  {
    name: 'GapPage',
    contract: gapPage,
    mcp: { schema: mcpOutput(getCoverageGaps), path: [] },
    presented: { gaps: [entry], meta },
  },
  {
    name: 'FollowedEvent',
    contract: followedEvent,
    mcp: { schema: mcpOutput(getEventTool), path: [] },
    presented: { event: analysed, merged_from: 41 },
  },
  {
    name: 'DivergenceMover',
    contract: divergenceMover,
    mcp: { schema: mcpOutput(getDigest), path: ['divergence_movers', 'items'] },
    presented: mover,
  },
  {
    name: 'Digest',
    contract: digest,
    mcp: { schema: mcpOutput(getDigest), path: [] },
    presented: {
      period: { since: '2026-11-24T12:00:00.000Z', hours: 24 },
      most_divergent: [plainItem],
      new_gaps: [entry],
      divergence_movers: [mover],
      trending_tickers: [trending],
    },
  },
  {
    name: 'TrendingTickers',
    contract: trendingTickers,
    mcp: { schema: mcpOutput(getTrendingTickers), path: [] },
    presented: { hours: 24, tickers: [trending] },
  },
  {
    name: 'MarketSentimentOverview',
    contract: marketSentimentOverview,
    mcp: { schema: mcpOutput(getMarketSentimentOverview), path: [] },
    presented: {
      hours: 168,
      overall: tone,
      tickers: [{ ticker: 'AAPL', ...tone }],
      topics: [{ topic: 'earnings', ...tone }],
    },
  },
  {
    name: 'TickerNews',
    contract: tickerNews,
    mcp: { schema: mcpOutput(getTickerNews), path: [] },
    presented: {
      ticker: 'AAPL',
      articles: [marketItem],
      sentiment: { positive: 1, neutral: 0, negative: 0, unscored: 0 },
      meta: { count: 1, offset: 0, limit: 20, hours: 168 },
    },
  },
  {
    name: 'PortfolioScan',
    contract: portfolioScan,
    mcp: { schema: mcpOutput(scanPortfolio), path: [] },
    presented: {
      hours: 168,
      tickers: [
        {
          ticker: 'AAPL',
          events: [
            {
              id: plainItem.id,
              title: plainItem.title,
              category: plainItem.category,
              divergence_score: plainItem.divergence_score,
              sentiment: -0.12,
              time_ago: plainItem.time_ago,
              updated_at: plainItem.updated_at,
            },
          ],
          articles: [marketItem],
          article_sentiment: { positive: 1, neutral: 0, negative: 0, average_score: 0.4 },
        },
      ],
    },
  },
];

describe('the wire contract and what is derived from it', () => {
  for (const r of RESOURCES) {
    describe(r.name, () => {
      const zodSchema = z.toJSONSchema(r.contract, { io: 'output' }) as JsonSchema;

      if (r.document) {
        const pointer = r.document;
        it('has the same properties, required ones and types in the OpenAPI document and the zod validator', () => {
          expect(outline(openApiRef(pointer), openApiRef)).to.deep.equal(outline(zodSchema, noRef));
        });
      }

      if (r.mcp) {
        const { schema, path } = r.mcp;
        it(`has them in the MCP output schema too (at ${path.join('.') || 'its root'})`, () => {
          expect(outline(at(schema, path), noRef)).to.deep.equal(outline(zodSchema, noRef));
        });
      }

      it('lets a presented item through all of them', () => {
        expect(() => r.contract.parse(r.presented)).not.to.throw();
        if (r.document) {
          const openApi = ajv.getSchema(`${DOCUMENT_ID}${r.document}`);
          expect(openApi?.(r.presented), JSON.stringify(openApi?.errors)).to.equal(true);
        }
        if (r.mcp) {
          // The SDK labels the root with draft-07's $schema; the keywords it writes read alike in 2020-12.
          const { $schema, ...published } = at(r.mcp.schema, r.mcp.path);
          void $schema;
          const validate = ajv.compile(published);
          expect(validate(r.presented), JSON.stringify(validate.errors)).to.equal(true);
        }
      });
    });
  }

  it('covers every component the document writes from the contract', () => {
    const components = RESOURCES.flatMap((r) => (r.document === component(r.name) ? [r.name] : []));
    expect(components).to.have.members(CONTRACT_COMPONENT_NAMES);
  });
});

/** What a parameter's three views must agree on: types, enum, bounds, format, pattern, default, items. */
interface Facts {
  types: string[];
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
  items?: Facts;
}

/** zod writes an integer's safe range as bounds; the document leaves them out, and they bound nothing real. */
const SAFE_BOUND = Number.MAX_SAFE_INTEGER;

function facts(schema: JsonSchema, resolve: (ref: string) => JsonSchema): Facts {
  if (typeof schema.$ref === 'string') return facts(resolve(schema.$ref), resolve);
  const out: Facts = { types: [schema.type ?? 'unknown'].flat() as string[] };
  if (schema.enum) out.enum = schema.enum as unknown[];
  for (const key of ['minimum', 'maximum', 'minLength', 'maxLength'] as const) {
    const value = schema[key] as number | undefined;
    if (value !== undefined && Math.abs(value) !== SAFE_BOUND) out[key] = value;
  }
  if (schema.format) out.format = schema.format as string;
  // zod spells a date-time's format out as a pattern as well; the format says it.
  else if (schema.pattern) out.pattern = schema.pattern as string;
  if (schema.default !== undefined) out.default = schema.default;
  if (schema.items) out.items = facts(schema.items as JsonSchema, resolve);
  return out;
}

const zodFacts = (schema: z.ZodType) => facts(z.toJSONSchema(schema, { io: 'input' }) as JsonSchema, noRef);

const openApiComponent = (ref: string): JsonSchema => {
  const [, , kind, name] = ref.split('/');
  return (document.components as unknown as Record<string, Record<string, JsonSchema>>)[kind][name];
};

/** The query parameters of a GET operation, references resolved. */
function documentParameters(path: string): Parameter[] {
  const operation = document.paths[path]?.get;
  if (!operation) throw new Error(`no GET ${path} in the document`);
  return (operation.parameters ?? [])
    .map((p) => ('$ref' in p ? (openApiComponent(p.$ref) as unknown as Parameter) : p))
    .filter((p) => p.in === 'query');
}

interface Mirror {
  tool: { name: string; input: z.ZodRawShape };
  /** Arguments the tool requires besides the ones checked. */
  base?: Record<string, unknown>;
  /** Parameters whose default the tool sets itself (a tool of its own use, not the endpoint's). */
  ownDefaults?: string[];
}

interface ParameterSet {
  paths: string[];
  shape: z.ZodRawShape;
  /** Parameters the endpoint requires besides the one checked. */
  base?: Record<string, string>;
  tools?: Mirror[];
  /** Parameters the document states more loosely than the contract checks them (named in the document's code). */
  looser?: string[];
}

const FEED_PATHS = ['divergent', 'gaps'].flatMap((kind) => ['rss', 'atom'].map((f) => `/feeds/${kind}.${f}`));

const PARAMETER_SETS: ParameterSet[] = [
  {
    paths: ['/events'],
    shape: EVENT_LIST_PARAMETERS,
    tools: [{ tool: queryNews }, { tool: getMarketNews, ownDefaults: ['sort'] }],
  },
  { paths: ['/events/{id}'], shape: EVENT_DETAIL_PARAMETERS },
  {
    paths: ['/events/{id}/similar', '/divergence/{category}', '/webhooks', '/webhooks/{id}/deliveries'],
    shape: PAGING_PARAMETERS,
  },
  { paths: ['/divergence/top'], shape: PAGING_PARAMETERS, tools: [{ tool: getTopDivergent }] },
  {
    paths: ['/search'],
    shape: SEARCH_PARAMETERS,
    base: { q: 'senate' },
    tools: [{ tool: searchNews, base: { q: 'senate' } }],
  },
  { paths: ['/divergence/gaps'], shape: GAP_LIST_PARAMETERS, tools: [{ tool: getCoverageGaps }] },
  { paths: ['/stats/timeseries', '/divergence/timeseries'], shape: SERIES_PARAMETERS },
  { paths: ['/sentiment/{category}'], shape: WINDOW_PARAMETERS },
  { paths: ['/outlets/{slug}/events'], shape: OUTLET_EVENT_LIST_PARAMETERS },
  { paths: ['/articles'], shape: ARTICLE_LIST_PARAMETERS },
  { paths: ['/articles/lookup'], shape: LOOKUP_PARAMETERS, tools: [{ tool: findOtherSide }] },
  {
    paths: ['/market/articles'],
    shape: MARKET_ARTICLES_PARAMETERS,
    tools: [
      { tool: getMarketArticles },
      { tool: getTickerNews, base: { ticker: 'AAPL' }, ownDefaults: ['limit'] },
    ],
  },
  {
    paths: ['/market/tags'],
    shape: MARKET_TAGS_PARAMETERS,
    tools: [{ tool: getMarketTags }, { tool: getTrendingTickers }, { tool: getMarketSentimentOverview }],
  },
  { paths: ['/export/events.ndjson'], shape: EVENT_EXPORT_PARAMETERS, looser: ['framing', 'embed'] },
  { paths: ['/export/articles.ndjson'], shape: ARTICLE_EXPORT_PARAMETERS },
  { paths: FEED_PATHS, shape: { category: EVENT_FILTER_PARAMETERS.category } },
];

/** A value the schema refuses just past one of its rules, and one it takes at the rule; none for a bare string. */
function probes(f: Facts): { out: unknown; at?: unknown } | undefined {
  if (f.items) {
    const item = probes(f.items);
    return item && { out: [item.out], ...(item.at === undefined ? {} : { at: [item.at] }) };
  }
  if (f.enum) return { out: 'not-one-of-them', at: f.enum[0] };
  const numeric = f.types.includes('integer') || f.types.includes('number');
  if (numeric && f.maximum !== undefined) return { out: f.maximum + 1, at: f.maximum };
  if (numeric && f.minimum !== undefined) return { out: f.minimum - 1, at: f.minimum };
  if (f.types.includes('integer')) return { out: 1.5, at: 1 };
  if (f.format === 'date-time') return { out: 'yesterday', at: '2026-11-20T00:00:00Z' };
  if (f.pattern) return { out: 'nonsense' };
  if (f.maxLength !== undefined) return { out: 'x'.repeat(f.maxLength + 1) };
  if (f.minLength !== undefined) return { out: 'x'.repeat(f.minLength - 1) };
  return undefined;
}

const asQuery = (value: unknown): string | string[] =>
  Array.isArray(value) ? value.map(String) : String(value);

/** The refusal a call throws: its code and message. */
function refusal(call: () => unknown): { code: string; message: string } | undefined {
  try {
    call();
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { code: err.code, message: err.message };
  }
  return undefined;
}

describe('the parameter sets and what is derived from them', () => {
  for (const set of PARAMETER_SETS) {
    describe(set.paths.join(', '), () => {
      for (const path of set.paths) {
        it(`has the document's parameters of GET ${path}: same names, required ones, types, enums and bounds`, () => {
          const written = documentParameters(path);
          expect(written.map((p) => p.name)).to.deep.equal(Object.keys(set.shape));
          for (const p of written) {
            const contract = set.shape[p.name] as z.ZodType;
            const required = !contract.safeParse(undefined).success;
            expect(p.required ?? false, p.name).to.equal(required);
            if (set.looser?.includes(p.name)) {
              expect(facts(p.schema as JsonSchema, openApiComponent).types, p.name).to.deep.equal(
                zodFacts(contract).types,
              );
              continue;
            }
            expect(facts(p.schema as JsonSchema, openApiComponent), p.name).to.deep.equal(zodFacts(contract));
          }
        });
      }

      for (const mirror of set.tools ?? []) {
        const shared = Object.keys(mirror.tool.input).filter((name) => name in set.shape);

        it(`has the same inputs in MCP ${mirror.tool.name} (${shared.join(', ')})`, () => {
          expect(shared).to.have.length.greaterThan(0);
          const published = toJsonSchemaCompat(z.object(mirror.tool.input), {
            strictUnions: true,
            pipeStrategy: 'input',
          }) as JsonSchema;
          const properties = published.properties as Record<string, JsonSchema>;
          for (const name of shared) {
            const expected = zodFacts(set.shape[name] as z.ZodType);
            const actual = facts(properties[name], noRef);
            if (mirror.ownDefaults?.includes(name)) {
              delete expected.default;
              delete actual.default;
            }
            expect(actual, name).to.deep.equal(expected);
          }
        });

        it(`refuses a value just out of bounds both over REST and in MCP ${mirror.tool.name}, and takes one at the bound`, () => {
          let probed = 0;
          for (const name of shared) {
            const probe = probes(zodFacts(set.shape[name] as z.ZodType));
            if (!probe) continue;
            probed++;
            const rest = refusal(() => validateQuery({ ...set.base, [name]: asQuery(probe.out) }, set.shape));
            const mcp = refusal(() =>
              parseArguments(mirror.tool.input, { ...mirror.base, [name]: probe.out }),
            );
            expect(rest, `REST ${name}=${JSON.stringify(probe.out)}`).not.to.equal(undefined);
            expect(mcp, `MCP ${name}=${JSON.stringify(probe.out)}`).not.to.equal(undefined);
            expect(mcp?.code, name).to.equal(rest?.code);
            if (rest?.code === 'invalid_parameter') {
              expect(rest.message, name).to.match(new RegExp(`^"${name}(\\[0\\])?" `));
              expect(mcp?.message, name).to.match(new RegExp(`^"${name}(\\[0\\])?" `));
            }
            if (probe.at === undefined) continue;
            const restAt = refusal(() =>
              validateQuery({ ...set.base, [name]: asQuery(probe.at) }, set.shape),
            );
            const mcpAt = refusal(() =>
              parseArguments(mirror.tool.input, { ...mirror.base, [name]: probe.at }),
            );
            expect(restAt, `REST ${name}=${JSON.stringify(probe.at)}`).to.equal(undefined);
            expect(mcpAt, `MCP ${name}=${JSON.stringify(probe.at)}`).to.equal(undefined);
          }
          expect(probed).to.be.greaterThan(0);
        });
      }
    });
  }

  it('covers every GET operation of the document that takes query parameters', () => {
    const covered = PARAMETER_SETS.flatMap((set) => set.paths);
    const withQuery = Object.keys(document.paths).filter((path) => {
      const operation = document.paths[path].get;
      return operation !== undefined && documentParameters(path).length > 0;
    });
    expect(covered).to.have.members(withQuery);
  });
});
