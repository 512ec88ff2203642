// The MCP Inspector's own command-line client (@modelcontextprotocol/inspector-cli, what `npx
// @modelcontextprotocol/inspector --cli` runs) against a running server: it lists the 14 tools and calls every
// one of them, as a user trying the server from a shell would (README, MCP server).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { MCP_TOOLS } from '../../src/spec';
import { startTestApi, type TestApi } from '../support/api';
import { indexArticles } from '../support/article-fixtures';
import { keyWithToken, mcpUrl } from '../support/mcp';

const run = promisify(execFile);
const INSPECTOR_BUILD = path.resolve(
  __dirname,
  '..',
  '..',
  'node_modules',
  '@modelcontextprotocol',
  'inspector-cli',
  'build',
);
const INSPECTOR = path.join(INSPECTOR_BUILD, 'cli.js');

/** One call's arguments per tool, as the Inspector's `--tool-arg key=value` pairs (values parsed as JSON). */
const ARGUMENTS: Record<(typeof MCP_TOOLS)[number], string[]> = {
  get_digest: ['hours=24'],
  query_news: ['category="economy"', 'limit=5'],
  search_news: ['q="central bank"'],
  get_event: ['id=1'],
  get_top_divergent: ['limit=3'],
  get_market_news: ['tickers=["AAPL"]'],
  get_ticker_news: ['ticker="AAPL"'],
  scan_portfolio: ['tickers=["AAPL","MSFT"]'],
  get_market_sentiment_overview: ['hours=24'],
  get_trending_tickers: ['limit=5'],
  get_market_articles: ['tag=["ticker:AAPL"]'],
  get_market_tags: ['hours=168'],
  get_coverage_gaps: ['limit=5'],
  find_other_side: ['url="https://reuters.com/fixture/602?utm_source=x"'],
};

describe('MCP Inspector CLI against a running server', function () {
  this.timeout(120_000);
  let api: TestApi;
  let token: string;

  const inspector = async (...args: string[]): Promise<any> => {
    // Run from its own build directory: the CLI tests for its package.json relative to the working directory but
    // imports it relative to its module, which agree only there (inspector-cli 0.21.2, build/index.js).
    const { stdout } = await run(
      process.execPath,
      [
        INSPECTOR,
        '--cli',
        mcpUrl(api).href,
        '--transport',
        'http',
        '--header',
        `Authorization: Bearer ${token}`,
        ...args,
      ],
      { cwd: INSPECTOR_BUILD },
    );
    return JSON.parse(stdout);
  };

  before(async () => {
    api = await startTestApi({ name: 'mcp-inspector', server: {} });
    ({ token } = await keyWithToken(api.context, 'business'));
    await api.putEvents({
      id: 1,
      title: 'Central bank raises rates',
      category: 'economy',
      divergence_score: 70,
      market_score: 80,
      tickers: ['AAPL'],
    });
    await indexArticles(api.context, [
      { id: 601, tickers: ['AAPL'], sentiment: 'positive', sentiment_score: 0.5 },
      { id: 602, event_id: 1 },
    ]);
  });
  after(() => api?.close());

  it('lists the 14 tools and calls each one without an error', async () => {
    const listed = await inspector('--method', 'tools/list');
    expect(listed.tools.map((t: { name: string }) => t.name)).to.have.members([...MCP_TOOLS]);
    for (const name of MCP_TOOLS) {
      const result = await inspector(
        '--method',
        'tools/call',
        '--tool-name',
        name,
        '--tool-arg',
        ...ARGUMENTS[name],
      );
      expect(result.isError ?? false, `${name}: ${JSON.stringify(result.content)}`).to.equal(false);
      expect(result.structuredContent, name).to.be.an('object');
    }
  });
});
