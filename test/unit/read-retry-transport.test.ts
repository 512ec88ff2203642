// The API read client against a scripted stand-in for Elasticsearch on a local port: which failures it sends once
// more after a pause (reads meeting a node or shard copy momentarily gone) and which it passes straight on.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, errors } from '@elastic/elasticsearch';
import { expect } from 'chai';
import { apiReadClient } from '../../src/services/read-options';
import { READ_RETRY_PAUSE_MS } from '../../src/store/read-retry-transport';
import { PIT_SHARD_UNAVAILABLE } from '../fixtures/es-node-loss';

/** What the stand-in does with one request: answer with a status, or drop the connection (a dying node). */
type Answer = number | 'drop';

interface Seen {
  method: string;
  path: string;
  at: number;
}

describe('API read client retry', () => {
  let server: http.Server;
  let es: Client;
  let script: Answer[] = [];
  let seen: Seen[] = [];

  before(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        seen.push({ method: req.method!, path: req.url!.split('?')[0], at: Date.now() });
        const answer = script.shift() ?? 200;
        if (answer === 'drop') return req.socket.destroy();
        const body =
          answer === 200
            ? { took: 1, timed_out: false, hits: { hits: [] }, _id: '1', result: 'created' }
            : answer === 400
              ? { error: { type: 'parsing_exception', reason: 'bad query' }, status: 400 }
              : { ...PIT_SHARD_UNAVAILABLE.body, status: answer };
        res.writeHead(answer, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    es = apiReadClient(new Client({ node: `http://127.0.0.1:${port}` }));
  });
  beforeEach(() => {
    script = [];
    seen = [];
  });
  after(async () => {
    await es.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends a search that met a dead node once more after a pause, and returns its answer', async () => {
    script = [502, 502];
    const res = await es.search({ index: 'events', query: { match_all: {} } });
    expect(res.hits.hits).to.deep.equal([]);
    // The client's own retry at once, then this one after the pause.
    expect(seen.map((s) => s.path)).to.deep.equal(['/events/_search', '/events/_search', '/events/_search']);
    expect(seen[2].at - seen[1].at).to.be.at.least(READ_RETRY_PAUSE_MS - 5);
  });

  it('retries a get whose connection was dropped, and a 503 (no master, no shard copy started)', async () => {
    script = ['drop', 'drop'];
    expect((await es.get({ index: 'events', id: '1' }))._id).to.equal('1');
    expect(seen).to.have.length(3);
    seen = [];
    script = [503, 503];
    await es.count({ index: 'events' });
    expect(seen).to.have.length(3);
  });

  it('tries only once more: a read still failing after the pause fails with the store’s error', async () => {
    script = [503, 503, 503, 503];
    const started = Date.now();
    const err = await es.search({ index: 'events' }).catch((e: unknown) => e);
    expect(err).to.be.instanceOf(errors.ResponseError);
    expect((err as errors.ResponseError).statusCode).to.equal(503);
    expect(seen, 'the client’s two tries, then one').to.have.length(3);
    expect(Date.now() - started).to.be.below(READ_RETRY_PAUSE_MS + 1_000);
  });

  it('never sends a write again, nor a request the caller got wrong (4xx)', async () => {
    script = [503, 503];
    const write = await es.index({ index: 'events', id: '1', document: {} }).catch((e: unknown) => e);
    expect((write as errors.ResponseError).statusCode).to.equal(503);
    expect(seen, 'only the client’s own retry').to.have.length(2);
    seen = [];
    script = [400];
    const bad = await es.search({ index: 'events' }).catch((e: unknown) => e);
    expect((bad as errors.ResponseError).statusCode).to.equal(400);
    expect(seen).to.have.length(1);
  });
});
