// MCP tool-call latency beside the matching REST endpoint, in one run: get_top_divergent against
// GET /divergence/top and get_market_tags against GET /market/tags, each at 16 concurrent sessions (one SDK
// client per session over streamable HTTP; one keep-alive fetch loop per REST "session"), on the real app and
// stores. Usage: npx tsx bench/mcp.ts [calls per session=100]
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createApiKey } from '../src/access/accounts';
import { issueMcpToken } from '../src/access/mcp-tokens';
import { startServer } from '../src/server';
import { articleDocument } from '../test/support/article-fixtures';
import { eventDocument } from '../test/support/event-fixtures';
import { connectMcp } from '../test/support/mcp';
import { withBenchStores } from './support';

const CALLS = Number(process.argv[2] ?? 100);
const SESSIONS = 16;
const WARMUP = 10;
const HOUR = 60 * 60 * 1000;
const TICKERS = ['AAPL', 'MSFT', 'NVDA', 'TSLA', 'AMZN', 'GOOGL', 'META', 'JPM', 'XOM', 'BA'];
const TOPICS = ['earnings', 'fed', 'rates', 'inflation', 'ai', 'm&a', 'oil'];
const OUTLETS = ['reuters', 'bloomberg', 'cnbc', 'fox-business', 'cnn', 'fox-news', 'msnbc', 'the-guardian'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

async function measure(
  name: string,
  session: () => Promise<{ call: () => Promise<void>; close: () => Promise<void> }>,
) {
  const sessions = await Promise.all(Array.from({ length: SESSIONS }, session));
  const times: number[] = [];
  const started = performance.now();
  await Promise.all(
    sessions.map(async (s) => {
      for (let i = 0; i < WARMUP; i++) await s.call();
      for (let i = 0; i < CALLS; i++) {
        const t = performance.now();
        await s.call();
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = performance.now() - started;
  await Promise.all(sessions.map((s) => s.close()));
  times.sort((a, b) => a - b);
  const result = {
    name,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    calls: times.length,
    perSecond: (times.length / wall) * 1000,
  };
  console.log(
    `${name.padEnd(28)} p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  (${result.calls} calls, ${result.perSecond.toFixed(0)}/s incl. warm-up)`,
  );
  return result;
}

async function main() {
  await withBenchStores('mcp', async (app) => {
    const now = Date.now();
    const events = Array.from({ length: 2000 }, (_, i) =>
      eventDocument(
        {
          id: i + 1,
          category: (['war', 'economy', 'politics', 'ai', 'health', 'other'] as const)[i % 6],
          divergence_score: (i * 37) % 101,
          outlets: [OUTLETS[i % 8], OUTLETS[(i + 3) % 8], OUTLETS[(i + 5) % 8]],
          first_seen_at: new Date(now - (i % 240) * HOUR),
        },
        now,
      ),
    );
    const articles = Array.from({ length: 5000 }, (_, i) =>
      articleDocument(
        {
          id: 100_000 + i,
          outlet: OUTLETS[i % 8],
          hoursAgo: (i % 300) + 1,
          tickers: [TICKERS[i % 10], TICKERS[(i * 7) % 10]],
          topics: [TOPICS[i % 7]],
          sentiment: (['positive', 'neutral', 'negative'] as const)[i % 3],
          sentiment_score: ((i % 3) - 1) * 0.5,
        },
        now,
      ),
    );
    for (const [index, docs] of [
      [app.indices.events, events],
      [app.indices.articles, articles],
    ] as const) {
      const res = await app.es.bulk({
        operations: docs.flatMap((d) => [{ index: { _index: index, _id: String(d.id) } }, d]),
        refresh: true,
      });
      if (res.errors) throw new Error('bench fixtures failed to index');
    }
    const { key, record } = await createApiKey(app, 'business', 'bench');
    const { token } = await issueMcpToken(app, record);
    const server = await startServer(app, { dailyCaps: { business: 1_000_000_000 } });
    const mcpUrl = new URL('/mcp', server.url);
    console.log(
      `${events.length} events, ${articles.length} articles; ${SESSIONS} concurrent sessions x ${CALLS} calls (+${WARMUP} warm-up)`,
    );
    try {
      const mcp = (tool: string, args: Record<string, unknown>) => async () => {
        const client = await connectMcp(mcpUrl, token);
        return {
          call: async () => {
            const r = (await client.callTool({ name: tool, arguments: args })) as CallToolResult;
            if (r.isError) throw new Error(JSON.stringify(r.content));
          },
          close: () => client.close(),
        };
      };
      const rest = (path: string) => async () => ({
        call: async () => {
          const res = await fetch(`${server.url}/api/v2${path}`, { headers: { 'X-API-Key': key } });
          if (res.status !== 200) throw new Error(`REST ${path}: ${res.status}`);
          await res.arrayBuffer();
        },
        close: async () => {},
      });
      const pairs = [
        [
          await measure('REST /divergence/top', rest('/divergence/top')),
          await measure('MCP get_top_divergent', mcp('get_top_divergent', {})),
        ],
        [
          await measure('REST /market/tags', rest('/market/tags')),
          await measure('MCP get_market_tags', mcp('get_market_tags', {})),
        ],
      ];
      for (const [r, m] of pairs) {
        console.log(
          `overhead ${m.name}: p50 +${(m.p50 - r.p50).toFixed(1)} ms (x${(m.p50 / r.p50).toFixed(2)}), p99 +${(m.p99 - r.p99).toFixed(1)} ms`,
        );
      }
    } finally {
      await server.close();
    }
  });
}

void main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
