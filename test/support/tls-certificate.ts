// A throwaway certificate for loopback, made at test time with openssl (no private key is ever committed): valid
// for localhost and 127.0.0.1 for a day, so clients verify it against itself as their only CA.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export interface TestCertificate {
  certFile: string;
  keyFile: string;
  /** The certificate's PEM, for clients to trust. */
  cert: Buffer;
  remove(): void;
}

export async function makeTestCertificate(): Promise<TestCertificate> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parallax-tls-'));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  // prettier-ignore
  await promisify(execFile)('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    '-keyout', keyFile, '-out', certFile,
  ]);
  return {
    certFile,
    keyFile,
    cert: fs.readFileSync(certFile),
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
