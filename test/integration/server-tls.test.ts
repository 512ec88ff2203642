// The server's own TLS (TLS_CERT, TLS_KEY): it answers over HTTPS with HSTS and Secure session cookies and no
// PUBLIC_URL needed, and a certificate it cannot read or use stops the start with an error naming the keys.
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'chai';
import { ConfigError } from '../../src/config';
import { startTestApi, type TestApi } from '../support/api';
import { freshLoopbackAddress } from '../support/http';
import { rejectionOf } from '../support/rejection';
import { makeTestCertificate, type TestCertificate } from '../support/tls-certificate';
import { formFieldsOf, WebClient } from '../support/web-client';

describe('TLS in the server itself (TLS_CERT, TLS_KEY)', function () {
  this.timeout(60_000);
  let certificate: TestCertificate;
  let api: TestApi;

  before(async () => {
    certificate = await makeTestCertificate();
    api = await startTestApi({
      env: { HOST: '127.0.0.1', TLS_CERT: certificate.certFile, TLS_KEY: certificate.keyFile },
    });
  });
  after(async () => {
    await api?.close();
    certificate?.remove();
  });

  it('serves HTTPS with HSTS, and makes the session cookie Secure', async () => {
    expect(api.url).to.match(/^https:\/\/127\.0\.0\.1:\d+$/);
    const client = new WebClient(api.url, freshLoopbackAddress(), certificate.cert);
    const answer = await client.get('/api/v2/outlets');
    expect(answer.status).to.equal(200);
    expect(answer.headers['strict-transport-security']).to.equal('max-age=31536000; includeSubDomains');
    const form = await client.get('/account/sign-up');
    expect(form.setCookies.find((c) => c.name === 'parallax_form')?.attributes).to.include({ secure: true });
    const signedUp = await client.post('/account/sign-up', {
      email: `tls-${process.pid}@example.com`,
      password: 'correct horse battery staple',
      ...formFieldsOf(form.body),
    });
    expect(signedUp.status, signedUp.body).to.equal(303);
    expect(signedUp.setCookies.find((c) => c.name === 'parallax_session')?.attributes).to.include({
      secure: true,
      httponly: true,
      samesite: 'lax',
    });
  });

  it('refuses to start on a missing file or a certificate that is not one, naming the keys', async () => {
    const refusal = (certFile: string) =>
      rejectionOf(
        startTestApi({ env: { TLS_CERT: certFile, TLS_KEY: certificate.keyFile }, prepare: false }),
        ConfigError,
        'the server started',
      );
    const missing = path.join(path.dirname(certificate.certFile), 'absent.pem');
    expect((await refusal(missing)).message).to.match(/"TLS_CERT" cannot be read \(ENOENT/);
    const garbage = path.join(path.dirname(certificate.certFile), 'garbage.pem');
    fs.writeFileSync(garbage, 'not a certificate');
    expect((await refusal(garbage)).message).to.match(
      /"TLS_CERT" and "TLS_KEY" must be a PEM certificate and its private key/,
    );
  });
});
