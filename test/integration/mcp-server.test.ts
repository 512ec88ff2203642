// The MCP server over real HTTP with the SDK's own client, against the real Elasticsearch and Redis: the tool
// list, each tool on fixture data, bad arguments as isError results in a session that keeps working, concurrent
// sessions, and parity of the two mirrored market tools with their endpoints.
import { expect } from 'chai';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MCP_TOOLS } from '../../src/spec';
import { startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';
import { connectMcp, keyWithToken, mcpUrl, structured, toolError } from '../support/mcp';

const HOUR = 60 * 60 * 1000;

describe('MCP server: tools over streamable HTTP', function () {
  this.timeout(60_000);
  let api: TestApi;
  let key: string;
  let token: string;
  let client: Client;
  const call = async (name: string, args: Record<string, unknown> = {}) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;
  const rest = async (path: string): Promise<any> =>
    (await fetch(`${api.url}/api/v2${path}`, { headers: { 'X-API-Key': key } })).json();

  before(async () => {
    api = await startTestApi({ name: 'mcp-tools', server: {} });
    ({ key, token } = await keyWithToken(api.context, 'max'));
    client = await connectMcp(mcpUrl(api), token);
    const now = Date.now();
    await api.putEvents(
      {
        id: 1,
        title: 'Central bank raises rates',
        category: 'economy',
        divergence_score: 80,
        market_score: 90,
        tickers: ['AAPL'],
        first_seen_at: new Date(now - 3 * HOUR),
      },
      {
        id: 2,
        title: 'Election debate fallout',
        category: 'politics',
        divergence_score: 60,
        outlets: ['cnn', 'msnbc', 'the-guardian'],
        first_seen_at: new Date(now - 2 * HOUR),
      },
      {
        id: 3,
        title: 'Chipmaker earnings beat',
        category: 'economy',
        divergence_score: 20,
        market_score: 70,
        tickers: ['NVDA', 'AAPL'],
        first_seen_at: new Date(now - 5 * HOUR),
      },
      { id: 4, title: 'Old story', divergence_score: 99, first_seen_at: new Date(now - 30 * 24 * HOUR) },
      { id: 5, title: 'Merged away', merged_into: 1 },
    );
    await indexArticles(api.context, [
      {
        id: 501,
        outlet: 'reuters',
        hoursAgo: 1,
        tickers: ['AAPL'],
        topics: ['earnings'],
        sentiment: 'positive',
        sentiment_score: 0.6,
      },
      {
        id: 502,
        outlet: 'bloomberg',
        hoursAgo: 2,
        tickers: ['AAPL', 'MSFT'],
        sentiment: 'negative',
        sentiment_score: -0.4,
      },
      { id: 503, outlet: 'cnbc', hoursAgo: 3, topics: ['fed'], sentiment: 'neutral', sentiment_score: 0 },
      {
        id: 504,
        outlet: 'reuters',
        hoursAgo: 30,
        tickers: ['AAPL'],
        sentiment: 'positive',
        sentiment_score: 0.2,
      },
    ]);
  });

  after(async () => {
    await client?.close();
    await api?.close();
  });

  it('lists the 14 tools (the twelve of SPEC §4 and our two), each with a title, description, described inputs, an output schema and read-only annotations', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name)).to.have.members([...MCP_TOOLS]);
    for (const tool of tools) {
      expect(tool.title, tool.name).to.be.a('string').with.length.above(5);
      expect(tool.description, tool.name).to.have.length.above(100);
      expect(tool.annotations, tool.name).to.include({ readOnlyHint: true, openWorldHint: false });
      expect(tool.outputSchema?.type, tool.name).to.equal('object');
      for (const [name, property] of Object.entries(tool.inputSchema.properties ?? {})) {
        expect(
          (property as { description?: string }).description,
          `${tool.name}.${name}`,
        ).to.have.length.above(15);
      }
    }
  });

  it('get_market_tags and get_market_articles return what their endpoints return for the same parameters', async () => {
    expect(structured(await call('get_market_tags'))).to.deep.equal(await rest('/market/tags'));
    expect(structured(await call('get_market_tags', { hours: 2 }))).to.deep.equal(
      await rest('/market/tags?hours=2'),
    );
    expect(structured(await call('get_market_articles'))).to.deep.equal(await rest('/market/articles'));
    expect(
      structured(await call('get_market_articles', { tag: ['ticker:AAPL'], hours: 48, limit: 1, offset: 1 })),
    ).to.deep.equal(await rest('/market/articles?tag=ticker:AAPL&hours=48&limit=1&offset=1'));
    expect(structured(await call('get_market_articles', { limit: 999, outlet: 'Reuters' }))).to.deep.equal(
      await rest('/market/articles?limit=999&outlet=Reuters'),
    );
  });

  it('query_news filters and sorts like GET /events, and pages with a cursor', async () => {
    const first = structured(await call('query_news', { category: 'economy', limit: 1 }));
    expect(first.events.map((e: { id: number }) => e.id)).to.deep.equal([1]);
    expect(first.meta.has_more).to.equal(true);
    const second = structured(
      await call('query_news', { category: 'economy', limit: 1, cursor: first.meta.next_cursor }),
    );
    expect(second.events.map((e: { id: number }) => e.id)).to.deep.equal([3]);
    expect((await rest('/events?category=economy')).data.map((e: { id: number }) => e.id)).to.deep.equal([
      1, 3,
    ]);
  });

  it('search_news, get_top_divergent and get_coverage_gaps answer like their endpoints', async () => {
    const found = structured(await call('search_news', { q: 'central bank' }));
    expect(found.events.map((e: { id: number }) => e.id)).to.deep.equal([1]);
    const top = structured(await call('get_top_divergent', { limit: 10 }));
    expect(top.events).to.deep.equal((await rest('/divergence/top?limit=10')).data);
    expect(top.events[0].sources).to.be.an('array').with.length.above(0);
    const gaps = structured(await call('get_coverage_gaps'));
    expect(gaps.gaps.map((g: { id: number }) => g.id)).to.deep.equal([2]);
    expect(gaps.gaps[0].gap).to.include({ covered_by: 'left', ignored_count: 0 });
  });

  it('get_event returns sources and facts, follows a merge, and says not_found for an unknown id', async () => {
    const one = await call('get_event', { id: 1 });
    expect(structured(one).event).to.include({ id: 1, title: 'Central bank raises rates' });
    expect(structured(one).event.sources).to.have.length(3);
    expect((one.content[0] as { text: string }).text).to.include('#1 [economy, divergence 80');
    expect(structured(await call('get_event', { id: 5 }))).to.deep.include({ merged_from: 5 });
    expect(toolError(await call('get_event', { id: 424242 }))).to.include({
      code: 'not_found',
      retryable: false,
    });
  });

  it('get_market_news lists market events, by ticker; get_ticker_news and scan_portfolio cover both layers', async () => {
    const market = structured(await call('get_market_news'));
    expect(market.events.map((e: { id: number }) => e.id)).to.deep.equal([1, 3]);
    const nvda = structured(await call('get_market_news', { tickers: ['NVDA'] }));
    expect(nvda.events.map((e: { id: number }) => e.id)).to.deep.equal([3]);
    const ticker = structured(await call('get_ticker_news', { ticker: 'AAPL', hours: 24 }));
    expect(ticker.articles.map((a: { id: number }) => a.id)).to.deep.equal([501, 502]);
    expect(ticker.sentiment).to.deep.equal({ positive: 1, neutral: 0, negative: 1, unscored: 0 });
    const scan = structured(await call('scan_portfolio', { tickers: ['AAPL', 'MSFT', 'TSLA'], hours: 24 }));
    const byTicker = Object.fromEntries(scan.tickers.map((t: { ticker: string }) => [t.ticker, t]));
    expect(byTicker.AAPL.events.map((e: { id: number }) => e.id)).to.deep.equal([1, 3]);
    expect(byTicker.AAPL.events[0].divergence_score).to.equal(80);
    expect(byTicker.AAPL.events[0].sentiment).to.be.a('number');
    expect(byTicker.AAPL.article_sentiment).to.deep.equal({
      positive: 1,
      neutral: 0,
      negative: 1,
      average_score: 0.1,
    });
    expect(byTicker.MSFT.articles.map((a: { id: number }) => a.id)).to.deep.equal([502]);
    expect(byTicker.TSLA).to.deep.include({ events: [], articles: [] });
  });

  it('get_market_sentiment_overview, get_trending_tickers and get_digest summarise the period', async () => {
    const mood = structured(await call('get_market_sentiment_overview', { hours: 24 }));
    expect(mood.overall).to.deep.equal({
      articles: 3,
      labels: { positive: 1, neutral: 1, negative: 1 },
      average_score: 0.07,
    });
    expect(mood.tickers[0]).to.deep.include({ ticker: 'AAPL', articles: 2 });
    const trending = structured(await call('get_trending_tickers', { hours: 24 }));
    expect(trending.tickers[0]).to.deep.equal({ ticker: 'AAPL', count: 2, previous_count: 1, change: 1 });
    const digest = await call('get_digest', { hours: 24 });
    const briefing = structured(digest);
    expect(briefing.most_divergent.map((e: { id: number }) => e.id)).to.deep.equal([1, 2, 3]);
    expect(briefing.new_gaps.map((g: { id: number }) => g.id)).to.deep.equal([2]);
    // These fixtures carry no score history: no movers (test/integration/mcp-digest.test.ts has them).
    expect(briefing.divergence_movers).to.deep.equal([]);
    expect(briefing.trending_tickers.map((t: { ticker: string }) => t.ticker)).to.include('AAPL');
    expect((digest.content[0] as { text: string }).text).to.include('Biggest movers in divergence:\n(none)');
  });

  it('answers bad arguments with isError results carrying the REST codes, and the session keeps working', async () => {
    expect(toolError(await call('search_news', { q: ' a ' }))).to.include({
      code: 'invalid_parameter',
      retryable: false,
    });
    expect(toolError(await call('get_market_articles', { tag: ['ticker:aapl'] }))).to.include({
      code: 'invalid_parameter',
    });
    expect(toolError(await call('query_news', { cursor: 'not-a-cursor' }))).to.include({
      code: 'invalid_cursor',
    });
    expect(toolError(await call('query_news', { min_divergence: 50, max_divergence: 10 }))).to.include({
      code: 'invalid_parameter',
    });
    const huge = await call('scan_portfolio', { tickers: Array.from({ length: 5000 }, () => 'AAPL') });
    expect(toolError(huge)).to.include({ code: 'invalid_parameter', retryable: false });
    expect(structured(await call('get_event', { id: 1 })).event.id).to.equal(1);
  });

  it('answers arguments off the input schema as invalid_parameter naming the argument and what it allows, then a good call works', async () => {
    const cases: [string, Record<string, unknown>, RegExp][] = [
      ['get_event', { id: 'seven' }, /^"id" must be a number, not "seven"\. id: Event id, a positive/],
      ['get_event', { id: 1.5 }, /^"id" must be an integer, not 1\.5/],
      ['get_digest', { hours: 500 }, /^"hours" must be at most 168, not 500\. hours: .*1 to 168/],
      ['get_digest', { per_section: 0 }, /^"per_section" must be at least 1, not 0/],
      ['query_news', { category: 'gossip' }, /^"category" must be one of war, economy, .*not "gossip"/],
      ['query_news', { sort: 'random' }, /^"sort" must be one of /],
      ['get_event', {}, /^"id" is required\. id: /],
      ['scan_portfolio', {}, /^"tickers" is required/],
      ['query_news', { since: 'yesterday' }, /^"since" must be an ISO 8601 timestamp/],
      ['get_top_divergent', { limt: 5 }, /^unknown argument "limt"; this tool accepts limit, cursor$/],
    ];
    for (const [tool, args, message] of cases) {
      const result = await call(tool, args);
      expect(result.structuredContent, tool).to.equal(undefined);
      const error = toolError(result);
      expect(error, `${tool} ${JSON.stringify(args)}`).to.include({
        code: 'invalid_parameter',
        status: 400,
        retryable: false,
      });
      expect(error.message).to.match(message);
      expect(structured(await call('get_event', { id: 1 })).event.id).to.equal(1);
    }
    const unknownTool = toolError(await call('get_horoscope', {}));
    expect(unknownTool).to.include({ code: 'not_found', retryable: false });
  });

  it('serves several concurrent sessions', async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, () => connectMcp(mcpUrl(api), token)));
    try {
      const results = await Promise.all(
        clients.map((c) => c.callTool({ name: 'get_top_divergent', arguments: { limit: 3 } })),
      );
      for (const r of results)
        expect(structured(r as CallToolResult).events.map((e: { id: number }) => e.id)).to.deep.equal([
          1, 2, 3,
        ]);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});
