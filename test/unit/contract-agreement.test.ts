// The wire contract (src/contract/) and what is derived from it agree: for each resource, the OpenAPI component
// the document holds, the part of an MCP tool's output schema the SDK publishes for it (tools/list) and the zod
// validator itself have the same properties, the same required ones and the same types, all the way down; and a
// real presented item, made by the presenters from the test fixtures, passes all three. For each parameter set,
// the document's parameters of the operation, the inputs of the tools that mirror it and the set itself have the
// same names, types, enums, bounds and formats, and a value just out of bounds is refused by both the REST query
// validator and the MCP arguments, a value at the bound taken by both.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { expect } from 'chai';
import { toJsonSchemaCompat } from '@modelcontextprotocol/sdk/server/zod-json-schema-compat.js';
import { z } from 'zod';
import { article } from '../../src/contract/article';
import { category } from '../../src/contract/category';
import { divergence } from '../../src/contract/divergence';
import { eventDetail } from '../../src/contract/event-detail';
import { eventFeedback } from '../../src/contract/event-feedback';
import { eventListItem } from '../../src/contract/event-list-item';
import { fact } from '../../src/contract/fact';
import { gap } from '../../src/contract/gap';
import { gapEntry } from '../../src/contract/gap-entry';
import { lookup, lookupCoverage, lookupEvent } from '../../src/contract/lookup';
import { marketArticle } from '../../src/contract/market-article';
import { similarEvent } from '../../src/contract/similar-event';
import { sourceRow } from '../../src/contract/source-row';
import { tag } from '../../src/contract/tag';
import { tagCount } from '../../src/contract/tag-count';
import { CONTRACT_COMPONENT_NAMES } from '../../src/http/openapi/contract-components';
import { buildOpenApiDocument } from '../../src/http/openapi/document';
import type { Schema } from '../../src/http/openapi/types';
import { presentArticle } from '../../src/api/presenters/article';
import {
  presentEvent,
  presentEventFeedback,
  presentEventListItem,
  presentGapEntry,
} from '../../src/api/presenters/event';
import { presentLookup } from '../../src/api/presenters/lookup';
import { presentMarketArticle, presentMarketTags } from '../../src/api/presenters/market';
import { getCoverageGaps } from '../../src/mcp/tools/get-coverage-gaps';
import { findOtherSide } from '../../src/mcp/tools/find-other-side';
import { getEventTool } from '../../src/mcp/tools/get-event';
import { getMarketArticles } from '../../src/mcp/tools/get-market-articles';
import { getMarketTags } from '../../src/mcp/tools/get-market-tags';
import { queryNews } from '../../src/mcp/tools/query-news';
import type { StoredArticle } from '../../src/services/articles';
import type { EventRecord } from '../../src/services/event-record';
import type { GapRecord } from '../../src/services/gaps';
import type { StoredMarketArticle } from '../../src/services/market';
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
import { getMarketSentimentOverview } from '../../src/mcp/tools/get-market-sentiment-overview';
import { getTickerNews } from '../../src/mcp/tools/get-ticker-news';
import { getTopDivergent } from '../../src/mcp/tools/get-top-divergent';
import { getTrendingTickers } from '../../src/mcp/tools/get-trending-tickers';
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

const openApiRef = (ref: string): JsonSchema => {
  const name = ref.replace('#/components/schemas/', '');
  return document.components.schemas[name] as JsonSchema;
};
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

interface Resource {
  component: string;
  contract: z.ZodType;
  /** Where a tool's output schema holds it, for the resources a tool returns. */
  mcp?: { schema: JsonSchema; path: string[] };
  presented: unknown;
}

const RESOURCES: Resource[] = [
  { component: 'Category', contract: category, presented: listItem.category },
  {
    component: 'Event',
    contract: eventListItem,
    mcp: { schema: mcpOutput(queryNews), path: ['events', 'items'] },
    presented: listItem,
  },
  { component: 'EventDetail', contract: eventDetail, presented: detail },
  {
    component: 'Source',
    contract: sourceRow,
    mcp: { schema: mcpOutput(getEventTool), path: ['event', 'sources', 'items'] },
    presented: analysed.sources[0],
  },
  {
    component: 'Fact',
    contract: fact,
    mcp: { schema: mcpOutput(getEventTool), path: ['event', 'facts', 'items'] },
    presented: analysed.facts[0],
  },
  {
    component: 'Divergence',
    contract: divergence,
    mcp: { schema: mcpOutput(getEventTool), path: ['event', 'divergence'] },
    presented: analysed.divergence,
  },
  { component: 'EventFeedback', contract: eventFeedback, presented: detail.feedback },
  {
    component: 'SimilarEvent',
    contract: similarEvent,
    presented: { ...presentEventListItem(stored as EventRecord, [], NOW), similarity: 0.731 },
  },
  {
    component: 'GapEntry',
    contract: gapEntry,
    mcp: { schema: mcpOutput(getCoverageGaps), path: ['gaps', 'items'] },
    presented: entry,
  },
  {
    component: 'Gap',
    contract: gap,
    mcp: { schema: mcpOutput(getCoverageGaps), path: ['gaps', 'items', 'gap'] },
    presented: entry.gap,
  },
  {
    component: 'MarketArticle',
    contract: marketArticle,
    mcp: { schema: mcpOutput(getMarketArticles), path: ['data', 'items'] },
    presented: presentMarketArticle(storedArticle as unknown as StoredMarketArticle),
  },
  { component: 'Tag', contract: tag, presented: 'ticker:AAPL' },
  {
    component: 'TagCount',
    contract: tagCount,
    mcp: { schema: mcpOutput(getMarketTags), path: ['data', 'items'] },
    presented: presentMarketTags({ hours: 24, tags: [{ tag: 'ticker:AAPL', count: 3 }] }).data[0],
  },
  {
    component: 'Article',
    contract: article,
    presented: presentArticle(storedArticle as unknown as StoredArticle),
  },
  {
    component: 'Lookup',
    contract: lookup,
    mcp: { schema: mcpOutput(findOtherSide), path: [] },
    presented: lookedUp,
  },
  {
    component: 'LookupEvent',
    contract: lookupEvent,
    mcp: { schema: mcpOutput(findOtherSide), path: ['events', 'items'] },
    presented: lookedUp.events[0],
  },
  {
    component: 'LookupCoverage',
    contract: lookupCoverage,
    mcp: { schema: mcpOutput(findOtherSide), path: ['events', 'items', 'coverage', 'left', 'items'] },
    presented: lookedUp.events[0].coverage.left[0],
  },
];

describe('the wire contract and what is derived from it', () => {
  for (const r of RESOURCES) {
    describe(r.component, () => {
      const component = document.components.schemas[r.component] as Schema;
      const zodSchema = z.toJSONSchema(r.contract, { io: 'output' }) as JsonSchema;

      it('has the same properties, required ones and types in the OpenAPI component and the zod validator', () => {
        expect(outline(component as JsonSchema, openApiRef)).to.deep.equal(outline(zodSchema, noRef));
      });

      if (r.mcp) {
        const { schema, path } = r.mcp;
        it(`has them in the MCP output schema too (at ${path.join('.') || 'its root'})`, () => {
          expect(outline(at(schema, path), noRef)).to.deep.equal(outline(zodSchema, noRef));
        });
      }

      it('lets a presented item through all of them', () => {
        expect(() => r.contract.parse(r.presented)).not.to.throw();
        const openApi = ajv.getSchema(`${DOCUMENT_ID}#/components/schemas/${r.component}`);
        expect(openApi?.(r.presented), JSON.stringify(openApi?.errors)).to.equal(true);
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
    expect(RESOURCES.map((r) => r.component)).to.have.members(CONTRACT_COMPONENT_NAMES);
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
