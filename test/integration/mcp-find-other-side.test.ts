// MCP find_other_side with the SDK's own client over real HTTP, on articles replayed through the real ingest: the
// same answer as GET /articles/lookup for the same arguments, by URL and by title, and its errors as tool results.
import { expect } from 'chai';
import { json, startTestApi, type TestApi } from '../support/api';
import { eventOf, ingestLookupStories, PORT_STRIKE } from '../support/lookup-fixtures';
import { connectMcp, keyWithToken, mcpUrl, structured, toolError } from '../support/mcp';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';

const HOUR_MS = 60 * 60 * 1000;

/** time_ago is rendered at each answer's own instant, so two answers a moment apart may word it differently. */
function withoutTimeAgo(lookup: { events: { event: Record<string, unknown> }[] }) {
  return {
    ...lookup,
    events: lookup.events.map((e) => ({ ...e, event: { ...e.event, time_ago: undefined } })),
  };
}

describe('MCP find_other_side', function () {
  this.timeout(120_000);
  let api: TestApi;
  let client: Client;
  let key: string;
  let portEvent: number;
  const start = Date.now() - 6 * HOUR_MS;

  const call = async (args: Record<string, unknown>) =>
    (await client.callTool({ name: 'find_other_side', arguments: args })) as CallToolResult;
  const rest = async (params: Record<string, string>) => {
    const res = await fetch(`${api.url}/api/v2/articles/lookup?${new URLSearchParams(params)}`, {
      headers: { 'X-API-Key': key },
    });
    expect(res.status).to.equal(200);
    return (await json(res)).data;
  };

  before(async () => {
    api = await startTestApi({ name: 'mcp-lookup', server: {} });
    let token: string;
    ({ key, token } = await keyWithToken(api.context, 'max'));
    await ingestLookupStories(api.context, start);
    portEvent = await eventOf(api.context, PORT_STRIKE.urls[0]);
    client = await connectMcp(mcpUrl(api), token);
  });
  after(async () => {
    await client?.close();
    await api?.close();
  });

  it('answers by URL as the endpoint does, with the other outlets by side', async () => {
    const url = `${PORT_STRIKE.urls[2]}?utm_campaign=share`;
    const result = await call({ url });
    const answer = structured(result);
    expect(answer.match).to.equal('url');
    expect(answer.events[0].event.id).to.equal(portEvent);
    expect(answer.events[0].coverage.right).to.deep.equal([]); // Fox News, the article's own outlet
    expect(withoutTimeAgo(answer)).to.deep.equal(withoutTimeAgo(await rest({ url })));
    const text = (result.content as { type: string; text: string }[])[0].text;
    expect(text).to.include('Matched by URL').and.include('left: CNN');
  });

  it('answers by title as the endpoint does, and says the match is by similarity', async () => {
    const args = { title: PORT_STRIKE.paraphrase, published_at: new Date(start).toISOString() };
    const result = await call(args);
    const answer = structured(result);
    expect(answer.match).to.equal('similarity');
    expect(answer.events[0].event.id).to.equal(portEvent);
    expect(answer.events[0].similarity).to.be.a('number');
    expect(withoutTimeAgo(answer)).to.deep.equal(withoutTimeAgo(await rest(args)));
    expect((result.content as { text: string }[])[0].text).to.include('matched by similarity');
  });

  it('answers bad arguments and a URL it cannot place as tool errors with the REST codes', async () => {
    expect(toolError(await call({}))).to.include({ code: 'invalid_parameter' });
    expect(toolError(await call({ url: 'javascript:alert(1)' }))).to.include({ code: 'invalid_parameter' });
    expect(toolError(await call({ title: 'x', text: 'y'.repeat(1001) }))).to.include({
      code: 'invalid_parameter',
    });
    expect(toolError(await call({ url: 'https://www.cnn.com/not-stored' }))).to.include({
      code: 'not_found',
    });
    expect(structured(await call({ url: PORT_STRIKE.urls[0] })).match).to.equal('url');
  });
});
