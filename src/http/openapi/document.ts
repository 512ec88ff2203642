// Assembles the OpenAPI 3.1 document of the REST API from its per-resource parts. Enums, defaults and limits
// come from src/spec.ts and error codes from src/errors.ts, so the document cannot drift from them; the
// response tests (test/support/openapi.ts) hold the shapes to what the routes really send.
import { API_BASE_PATH, MARKET_TIERS, TIER_LIMITS, TIERS } from '../../spec';
import { ARTICLE_LOOKUP_PATHS, ARTICLE_LOOKUP_SCHEMAS } from './article-lookup';
import { ARTICLE_PATHS, ARTICLE_SCHEMAS } from './articles';
import { HEADERS, NOT_MODIFIED, PARAMETERS, TIER_RULES } from './common';
import { DIVERGENCE_PATHS, DIVERGENCE_SCHEMAS } from './divergence';
import { contractComponent } from './contract-components';
import { errorResponses } from './errors';
import { FEEDBACK_PATHS, FEEDBACK_SCHEMAS } from './feedback';
import { EXPORT_HEADERS, EXPORT_PATHS, EXPORT_SCHEMAS } from './export';
import { FEED_PATHS } from './feeds';
import { EVENT_PATHS, EVENT_SCHEMAS } from './events';
import { MARKET_PATHS, MARKET_SCHEMAS } from './market';
import { OUTLET_PATHS, OUTLET_SCHEMAS } from './outlets';
import { SERVICE_PATHS } from './service';
import { STATS_PATHS, STATS_SCHEMAS } from './stats';
import { WEBHOOK_PATHS, WEBHOOK_SCHEMAS } from './webhooks';
import type { OpenApiDocument, Tag } from './types';

const lookback = (days: number | null) => (days === null ? 'the full archive' : `${days} days`);

const TIER_TABLE = [
  '| Tier | Requests per day | Lookback |',
  '|---|---|---|',
  ...(['anonymous', ...TIERS] as const).map(
    (tier) =>
      `| ${tier[0].toUpperCase()}${tier.slice(1)} | ${TIER_LIMITS[tier].dailyCap.toLocaleString('en')} | ${lookback(TIER_LIMITS[tier].lookbackDays)} |`,
  ),
].join('\n');

const DESCRIPTION = `Parallax groups articles from 45 news outlets into events and shows how differently the political spectrum covers each one: a divergence score (0-100), a fact ledger, per-outlet framing and sentiment, and coverage gaps. Articles are also tagged with stock tickers and finance topics for a market desk feed.

## Access
Send your key in the \`X-API-Key\` header; requests without one are served as anonymous. An unknown or revoked key is a 401 \`invalid_api_key\`. A key of an account the operator has suspended is a 403 \`account_suspended\` until it is resumed.

${TIER_TABLE}

${TIER_RULES} Responses carry \`RateLimit-Policy\` (the cap) and \`RateLimit\` (what is left, in the IETF draft's fields), uncounted ones too; over the cap the answer is 429 \`daily_cap_exceeded\` with \`Retry-After\`; the count restarts at 00:00 UTC. An event older than the tier's lookback is a 401 \`archive_token_required\`. The market endpoints need tier ${MARKET_TIERS.map((t) => t[0].toUpperCase() + t.slice(1)).join(' or ')} (401 \`dev_tier_required\` below). \`/health\`, \`/usage\`, \`/openapi.json\`, \`/docs\` and its script are not counted. The feeds (\`/feeds/…\`) are counted by a cap of their own instead (see the Feeds operations).

## Responses
Single objects come under \`data\`; lists carry \`data\` and \`meta\`. Lists except the market ones use opaque cursors: pass \`meta.next_cursor\` as \`cursor\` (valid 24 hours, only with the same query); a \`Link: <…>; rel="next"\` header is present exactly when \`meta.has_more\` is true.

## Errors
Every response with a status of 300 or more (304 aside) has the body \`{"error": {"code", "message", "status"}}\` (schema \`Error\`) and an \`X-Request-Id\` to quote. Besides the responses each operation lists, any path not listed here is a 404 \`not_found\`, and a listed path called with a method it does not list is a 405 \`method_not_allowed\` whose \`Allow\` names the methods it lists. Authentication, the URL bound (4,096 bytes) and the daily cap come before routing, so any request may also be refused with 401 \`invalid_api_key\`, 414 \`uri_too_long\`, 429 \`daily_cap_exceeded\` or 503 \`service_unavailable\`. A request Node cannot parse never reaches routing: a request line and headers over 16 KB are a 431 \`header_fields_too_large\`, malformed HTTP a 400 \`malformed_request\`, and headers not received within 10 s (or a request within 30 s) a 408 \`request_timeout\`, each with the error body and the connection closed.`;

const TAGS: Tag[] = [
  { name: 'Events', description: 'Events, their source rows and fact ledger.' },
  { name: 'Search', description: 'Free-text search over events.' },
  { name: 'Divergence', description: 'The most divergent events, coverage gaps and divergence over time.' },
  { name: 'Outlets', description: 'The 45 tracked outlets and what each covered.' },
  {
    name: 'Market',
    description: 'The market desk feed: tagged articles and tag counts (tier Max and Business).',
  },
  { name: 'Stats', description: 'Service-wide and per-category aggregates.' },
  { name: 'Articles', description: 'Stored articles, unclustered.' },
  {
    name: 'Export',
    description:
      'Bulk export of events and articles as streamed NDJSON, resumable by cursor (tier Business).',
  },
  { name: 'Feeds', description: 'RSS 2.0 and Atom feeds of divergent events and coverage gaps.' },
  {
    name: 'Webhooks',
    description: 'Signed deliveries of gaps, divergence crossings and new events (tier Business).',
  },
  { name: 'Account', description: "The caller's own usage." },
  { name: 'Service', description: 'Health, this document and its reference page.' },
];

export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parallax REST API',
      version: '2.0.0',
      summary:
        'Multi-perspective news divergence: events, divergence scores, fact ledgers and coverage gaps.',
      description: DESCRIPTION,
      contact: { name: 'Parallax' },
      license: { name: 'Proprietary; commercial use and redistribution are licensed from tier Business' },
    },
    // Relative: the same document is right behind any proxy or host name, and shared caches may keep it.
    servers: [{ url: API_BASE_PATH, description: 'This service.' }],
    security: [{}, { ApiKey: [] }],
    tags: TAGS,
    paths: {
      ...EVENT_PATHS,
      ...FEEDBACK_PATHS,
      ...DIVERGENCE_PATHS,
      ...OUTLET_PATHS,
      ...MARKET_PATHS,
      ...STATS_PATHS,
      ...ARTICLE_PATHS,
      ...ARTICLE_LOOKUP_PATHS,
      ...EXPORT_PATHS,
      ...FEED_PATHS,
      ...WEBHOOK_PATHS,
      ...SERVICE_PATHS,
    },
    components: {
      schemas: {
        ...EVENT_SCHEMAS,
        ...FEEDBACK_SCHEMAS,
        ...DIVERGENCE_SCHEMAS,
        ...OUTLET_SCHEMAS,
        ...MARKET_SCHEMAS,
        ...STATS_SCHEMAS,
        ...ARTICLE_SCHEMAS,
        ...WEBHOOK_SCHEMAS,
        ...ARTICLE_LOOKUP_SCHEMAS,
        ...EXPORT_SCHEMAS,
        Error: contractComponent('Error'),
      },
      parameters: PARAMETERS,
      headers: { ...HEADERS, ...EXPORT_HEADERS },
      responses: { NotModified: NOT_MODIFIED, ...errorResponses() },
      securitySchemes: {
        ApiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'X-API-Key',
          description: `An API key of tier Free, Pro, Max or Business. Optional: without it a request is anonymous. ${TIER_RULES}`,
        },
      },
    },
  };
}
