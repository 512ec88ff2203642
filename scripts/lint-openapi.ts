// Lints the OpenAPI document exactly as GET /api/v2/openapi.json serves it: writes it to a temporary file and
// runs Spectral on it with the repository's .spectral.yaml, failing on any finding, hints included.
// Usage: npm run lint:openapi
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildOpenApiDocument } from '../src/http/openapi/document';

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'parallax-openapi-'));
try {
  const file = join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
  const spectral = join(root, 'node_modules', '.bin', 'spectral');
  const args = ['lint', file, '--ruleset', join(root, '.spectral.yaml'), '--fail-severity', 'hint'];
  const run = spawnSync(spectral, args, { stdio: 'inherit' });
  process.exitCode = run.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
