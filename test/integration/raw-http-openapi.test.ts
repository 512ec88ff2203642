// Raw HTTP answers under /api/v2 are held to the OpenAPI document (test/support/http.ts), compressed or not: a
// server answering a wrong shape fails the request that received it.
import { expect } from 'chai';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { rawGet } from '../support/http';

describe('raw HTTP answers checked against the OpenAPI document', () => {
  let server: http.Server;
  let url: string;

  before(async () => {
    // Not the API: a stand-in that answers /api/v2/outlets with a body the document does not allow.
    server = http.createServer((req, res) => {
      const body = JSON.stringify({ data: 'not a list of outlets' });
      const gzip = req.headers['accept-encoding'] === 'gzip';
      res.writeHead(200, {
        'Content-Type': 'application/json',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      res.end(gzip ? zlib.gzipSync(body) : body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));

  for (const encoding of ['identity', 'gzip']) {
    it(`refuses a body the document does not allow (${encoding})`, async () => {
      const outcome = await rawGet(`${url}/api/v2/outlets`, { 'Accept-Encoding': encoding }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(outcome, 'the wrong shape passed').to.be.instanceOf(Error);
      expect((outcome as Error).message).to.include('/outlets');
    });
  }

  it('leaves paths outside the API alone', async () => {
    expect((await rawGet(`${url}/elsewhere`)).status).to.equal(200);
  });
});
