// A feed served over HTTPS that redirects to plain HTTP is refused before the HTTP hop is made: a real TLS server
// with a throwaway certificate answers the redirect, and a loopback listener stands where the downgraded hop would
// go. The fetch runs in a child process that trusts the certificate (NODE_EXTRA_CA_CERTS, read at start), so the
// fetcher's own TLS verification is left as it is in production.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'chai';
import { makeTestCertificate, type TestCertificate } from '../support/tls-certificate';

const FETCH_ONE = `
const { requestFeed } = require(${JSON.stringify(path.resolve(__dirname, '../../src/ingest/feeds/http'))});
requestFeed({
  url: process.argv[1], userAgent: 'parallax-test', maxBytes: 1e6, signal: AbortSignal.timeout(20000),
  nowMs: 0, loopbackPorts: 'all',
}).then(
  (res) => console.log(JSON.stringify({ ok: res.kind })),
  (err) => console.log(JSON.stringify({ error: err.message })),
);`;

describe('feed redirects from HTTPS down to HTTP', function () {
  this.timeout(60_000);
  let certificate: TestCertificate;
  let plain: http.Server;
  let secure: https.Server;
  let plainHits = 0;
  let secureHits = 0;

  before(async () => {
    certificate = await makeTestCertificate();
    plain = http.createServer((_req, res) => {
      plainHits += 1;
      res.end('<rss/>');
    });
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    const plainUrl = `http://127.0.0.1:${(plain.address() as AddressInfo).port}/feed.xml`;
    secure = https.createServer(
      { cert: certificate.cert, key: fs.readFileSync(certificate.keyFile) },
      (_req, res) => {
        secureHits += 1;
        res.writeHead(301, { location: plainUrl });
        res.end();
      },
    );
    await new Promise<void>((resolve) => secure.listen(0, '127.0.0.1', resolve));
  });

  after(async () => {
    await new Promise<void>((resolve) => plain.close(() => resolve()));
    await new Promise<void>((resolve) => secure.close(() => resolve()));
    certificate.remove();
  });

  it('reads the redirect over TLS and refuses the plain hop: the HTTP listener receives nothing', async () => {
    const url = `https://localhost:${(secure.address() as AddressInfo).port}/feed.xml`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--require', 'tsx/cjs', '-e', FETCH_ONE, url],
      { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile } },
    );
    const outcome = JSON.parse(stdout.trim().split('\n').pop() as string) as { error?: string };
    expect(outcome.error).to.match(/refused redirect from https down to http/);
    expect(secureHits).to.equal(1);
    expect(plainHits).to.equal(0);
  });
});
