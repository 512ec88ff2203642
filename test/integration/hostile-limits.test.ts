// Limits that stop one caller from exhausting the service, and the defects the fuzzers found, each pinned by a
// regression test: requests Node cannot parse (too large, malformed, too slow) answered with the error body;
// another method on a documented asset path a 405; concurrent MCP requests per token bounded, each request of a
// batch counted; oversized MCP bodies refused; offsets past what Elasticsearch pages refused on every endpoint and
// tool that takes one; and MCP tokens never written to a log.
import net from 'node:net';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { MAX_IN_FLIGHT_MCP_REQUESTS } from '../../src/mcp/in-flight-limit';
import { MARKET_MAX_DEPTH } from '../../src/spec';
import { json, startTestApi, type TestApi } from '../support/api';
import { connectMcp, keyWithToken, mcpUrl, toolError } from '../support/mcp';
import { waitFor } from '../support/wait-for';

/** Sends `text` on a raw connection and collects everything until the server closes it. */
function rawExchange(url: string, text: string): Promise<string> {
  const { port, hostname } = new URL(url);
  return new Promise((resolve) => {
    let reply = '';
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(reply));
  });
}

const bodyOf = (reply: string) => JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4));

/** A JSON-RPC POST to an MCP endpoint, as a client that takes JSON or an event stream sends it. */
const postMcp = (url: URL | string, body: string, bearer: string) =>
  fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json, text/event-stream',
      Authorization: `Bearer ${bearer}`,
    },
    body,
  });

describe("hostile input: limits and the fuzzers' regressions", function () {
  this.timeout(60_000);
  let api: TestApi;
  let token: string;
  let key: string;

  const mcpPost = (body: string, bearer = token) => postMcp(mcpUrl(api), body, bearer);
  const listTools = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });

  before(async () => {
    api = await startTestApi({
      name: 'mcp-limits',
      server: {
        timeouts: { headersTimeoutMs: 600, requestTimeoutMs: 1200, checkIntervalMs: 100 },
      },
    });
    ({ key, token } = await keyWithToken(api.context, 'max'));
  });

  after(async () => {
    await api?.close();
  });

  describe('requests Node cannot parse get the error body', () => {
    it('answers a request line and headers over 16 KB with 431 header_fields_too_large, not a bare status line', async () => {
      const res = await fetch(`${api.url}/api/v2/events?q=${'a'.repeat(20_000)}`);
      expect(res.status).to.equal(431);
      expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
      expect((await json(res)).error).to.include({ code: 'header_fields_too_large', status: 431 });
    });

    it('answers malformed HTTP with 400 malformed_request and closes the connection', async () => {
      const reply = await rawExchange(
        api.url,
        'GET /api/v2/outlets HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      );
      expect(reply).to.match(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(reply).to.match(/\r\nConnection: close\r\n/i);
      expect(bodyOf(reply).error).to.include({ code: 'malformed_request', status: 400 });
    });

    it('answers a client whose headers never finish with 408 request_timeout and the error body', async () => {
      const reply = await rawExchange(api.url, 'GET /api/v2/outlets HTTP/1.1\r\nHost: x\r\n');
      expect(reply).to.match(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      expect(bodyOf(reply).error).to.include({ code: 'request_timeout', status: 408 });
    });
  });

  it('answers another method on /docs/assets/{asset} with 405, as the document says, and an unknown asset with 404', async () => {
    const post = await fetch(`${api.url}/api/v2/docs/assets/%00`, { method: 'POST' });
    expect(post.status).to.equal(405);
    expect(post.headers.get('allow')).to.equal('GET');
    const get = await fetch(`${api.url}/api/v2/docs/assets/nothing.js`);
    expect(get.status).to.equal(404);
    expect((await json(get)).error.code).to.equal('not_found');
  });

  describe('MCP: concurrent requests per token and body size', () => {
    /** Starts a POST to /mcp whose body is announced but withheld, so the request stays in flight. */
    function heldRequest(url: string, bearer: string): { socket: net.Socket; finish: () => Promise<string> } {
      const { port, hostname } = new URL(url);
      const body = listTools;
      const socket = net.connect(Number(port), hostname);
      let reply = '';
      socket.on('data', (chunk) => (reply += chunk.toString()));
      socket.on('error', () => undefined);
      const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write(
        `POST /mcp HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${bearer}\r\nContent-Type: application/json\r\n` +
          `Accept: application/json, text/event-stream\r\nConnection: close\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      return {
        socket,
        finish: async () => {
          socket.write(body);
          await closed;
          return reply;
        },
      };
    }

    it(`lets ${MAX_IN_FLIGHT_MCP_REQUESTS} requests of one token run at once, answers the next 429 with the error body, and frees the slots as they finish`, async () => {
      // An API with the production timeouts: the held requests must outlive the checks below.
      const slow = await startTestApi({ name: 'mcp-inflight', server: {} });
      const own = await keyWithToken(slow.context, 'max');
      const other = await keyWithToken(slow.context, 'max');
      const post = (bearer: string) => postMcp(mcpUrl(slow), listTools, bearer);
      /** The first answer to `own` with this status (its other answers read and dropped). */
      const answered = (status: number, what: string) =>
        waitFor(
          what,
          async () => {
            const res = await post(own.token);
            if (res.status === status) return res;
            await res.body?.cancel();
            return undefined;
          },
          10_000,
          100,
        );
      try {
        const held = Array.from({ length: MAX_IN_FLIGHT_MCP_REQUESTS }, () =>
          heldRequest(slow.url, own.token),
        );
        // The held requests are in flight once the server has authenticated them; the extra one proves it.
        const refused = await answered(429, 'the held requests in flight');
        expect(refused.status).to.equal(429);
        expect(refused.headers.get('retry-after')).to.equal('1');
        expect((await json(refused)).error).to.include({
          code: 'too_many_concurrent_requests',
          status: 429,
        });
        expect((await post(other.token)).status, 'another token has its own slots').to.equal(200);
        const replies = await Promise.all(held.map((h) => h.finish()));
        for (const reply of replies) expect(reply).to.match(/^HTTP\/1\.1 200/);
        expect((await post(own.token)).status, 'finished requests free their slots').to.equal(200);

        const dropped = Array.from({ length: MAX_IN_FLIGHT_MCP_REQUESTS }, () =>
          heldRequest(slow.url, own.token),
        );
        await answered(429, 'the requests about to hang up in flight');
        for (const h of dropped) h.socket.destroy();
        const freed = await answered(200, 'the slots of the clients that hung up freed');
        expect(freed.status, 'a client that hangs up frees its slot').to.equal(200);
      } finally {
        await slow.close();
      }
    });

    it(`counts each request of a batch as in flight: of 12 in one POST, ${MAX_IN_FLIGHT_MCP_REQUESTS} run and the rest get a JSON-RPC error`, async () => {
      const own = await keyWithToken(api.context, 'max');
      const batch = (size: number) =>
        postMcp(
          mcpUrl(api),
          JSON.stringify(
            Array.from({ length: size }, (_, i) => ({ jsonrpc: '2.0', id: i + 1, method: 'tools/list' })),
          ),
          own.token,
        );
      const res = await batch(12);
      expect(res.status).to.equal(200);
      const answers = (await res.json()) as { id: number; result?: unknown; error?: { data: unknown } }[];
      expect(answers.map((a) => a.id).sort((a, b) => a - b)).to.deep.equal(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      expect(answers.filter((a) => a.result).length, 'requests that ran').to.equal(
        MAX_IN_FLIGHT_MCP_REQUESTS,
      );
      const refused = answers.filter((a) => a.error);
      expect(refused.length).to.equal(12 - MAX_IN_FLIGHT_MCP_REQUESTS);
      for (const answer of refused) {
        expect(answer.error?.data).to.include({ code: 'too_many_concurrent_requests', status: 429 });
      }
      const next = (await (await batch(MAX_IN_FLIGHT_MCP_REQUESTS)).json()) as { result?: unknown }[];
      expect(
        next.every((a) => a.result),
        'a finished batch frees its slots',
      ).to.equal(true);
    });

    it('refuses a body over 1 MiB with 413 and a JSON-RPC error, and keeps serving', async () => {
      const huge = JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'search_news', arguments: { q: 'x'.repeat(2 * 1024 * 1024) } },
      });
      const res = await mcpPost(huge);
      expect(res.status).to.equal(413);
      const body = await json(res);
      expect(body.jsonrpc).to.equal('2.0');
      expect(body.error.code).to.be.a('number');
      expect((await mcpPost(listTools)).status).to.equal(200);
    });
  });

  describe('offsets past what Elasticsearch can page', () => {
    it(`refuses offset ${MARKET_MAX_DEPTH + 1} on /market/articles with 400, and serves offset ${MARKET_MAX_DEPTH}`, async () => {
      const headers = { 'X-API-Key': key };
      const deep = await fetch(`${api.url}/api/v2/market/articles?offset=${MARKET_MAX_DEPTH + 1}`, {
        headers,
      });
      expect(deep.status).to.equal(400);
      expect((await json(deep)).error.code).to.equal('invalid_parameter');
      const edge = await fetch(`${api.url}/api/v2/market/articles?offset=${MARKET_MAX_DEPTH}`, { headers });
      expect(edge.status).to.equal(200);
      const huge = await fetch(`${api.url}/api/v2/market/articles?offset=1e300`, { headers });
      expect(huge.status).to.equal(400);
    });

    it('refuses the same offsets in the MCP tools that take one, as invalid_parameter tool errors', async () => {
      const client = await connectMcp(mcpUrl(api), token);
      try {
        for (const [name, args] of [
          ['get_market_articles', {}],
          ['get_ticker_news', { ticker: 'AAPL' }],
        ] as const) {
          for (const offset of [MARKET_MAX_DEPTH + 1, Number.MAX_SAFE_INTEGER]) {
            const result = (await client.callTool({
              name,
              arguments: { ...args, offset },
            })) as CallToolResult;
            expect(toolError(result), `${name} offset ${offset}`).to.include({
              code: 'invalid_parameter',
              status: 400,
            });
          }
        }
      } finally {
        await client.close();
      }
    });
  });

  it('never writes an MCP token into a log line: accepted, unknown, malformed, or pasted into a path', async () => {
    let logged = '';
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    // Another API over the same prefix, so the token is known there, whose log lines are kept.
    const watched = await startTestApi({
      env: { PARALLAX_INDEX_PREFIX: api.context.config.indexPrefix },
      logger: pino({ level: 'trace' }, sink),
      server: {},
      prepare: false,
    });
    const unknown = `plxmcp_${'C'.repeat(43)}`;
    try {
      for (const sent of [token, unknown, `${token}x`]) {
        await postMcp(
          mcpUrl(watched),
          JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'get_event', arguments: { id: 'not a number' } },
          }),
          sent,
        );
      }
      await fetch(`${watched.url}/api/v2/outlets/${token}`);
    } finally {
      await watched.close();
    }
    expect(logged).to.match(/"msg":"request"/);
    expect(logged).to.include('"path":"/api/v2/outlets/plxmcp_[redacted]"');
    expect(logged).to.not.include(token);
    expect(logged).to.not.include(token.slice('plxmcp_'.length));
    expect(logged).to.not.include(unknown);
  });
});
