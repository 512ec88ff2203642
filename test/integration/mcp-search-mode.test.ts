// search_news's optional `mode` over real HTTP with the SDK's client: without it the tool is the spec's keyword
// search as before; with `semantic` it finds an event worded differently from the query, as GET /search does.
import { expect } from 'chai';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { articleText, loadSentenceEncoder } from '../../src/encoder/sentence-encoder';
import { storedVector } from '../../src/encoder/stored-vector';
import { startTestApi, type TestApi } from '../support/api';
import { connectMcp, keyWithToken, mcpUrl, structured, toolError } from '../support/mcp';

const EVENTS = [
  { id: 1, title: 'Central bank raises interest rates', summary: 'Inflation remains above target.' },
  { id: 2, title: 'Hurricane makes landfall in Florida', summary: 'Storm surge floods coastal towns.' },
];

describe('MCP search_news: mode', function () {
  this.timeout(60_000);
  let api: TestApi;
  let key: string;
  let client: Client;
  const call = async (args: Record<string, unknown>) =>
    (await client.callTool({ name: 'search_news', arguments: args })) as CallToolResult;
  const ids = (result: CallToolResult) => structured(result).events.map((e: { id: number }) => e.id);

  before(async () => {
    api = await startTestApi({ name: 'mcp-search-mode', server: {} });
    let token: string;
    ({ key, token } = await keyWithToken(api.context, 'max'));
    client = await connectMcp(mcpUrl(api), token);
    const encoder = await loadSentenceEncoder();
    const vectors = await encoder.embed(EVENTS.map((e) => articleText(e.title, e.summary)));
    await api.putEvents(...EVENTS.map((e, i) => ({ ...e, meaning_vector: storedVector(vectors[i]) })));
  });
  after(async () => {
    await client.close();
    await api.close();
  });

  it('is keyword without mode, and semantic finds the paraphrase GET /search finds', async () => {
    const q = 'monetary policy tightening';
    expect(ids(await call({ q }))).to.deep.equal([]);
    expect(ids(await call({ q, mode: 'keyword' }))).to.deep.equal([]);
    const semantic = ids(await call({ q, mode: 'semantic' }));
    expect(semantic[0]).to.equal(1);
    const rest = await fetch(`${api.url}/api/v2/search?q=${encodeURIComponent(q)}&mode=semantic`, {
      headers: { 'X-API-Key': key },
    });
    expect(((await rest.json()) as { data: { id: number }[] }).data.map((e) => e.id)).to.deep.equal(semantic);
    expect(ids(await call({ q: 'interest rates', mode: 'hybrid' }))[0]).to.equal(1);
  });

  it('refuses an unknown mode as a tool error', async () => {
    const result = await call({ q: 'rates', mode: 'vector' });
    expect(result.isError).to.equal(true);
    expect(toolError(result).code).to.equal('invalid_parameter');
  });
});
