// The real Elasticsearch and Redis for the test suite: started on first use (or reused when already running,
// or taken from ES_URL / REDIS_URL), with a test-only index prefix so a user's data is never touched.
import { loadConfig, type Config } from '../../src/config';
import { resolveServices, type ResolvedServices } from '../../src/runtime/services';

export const TEST_PREFIX = `ptest-${process.pid}`;

let pending: Promise<ResolvedServices> | undefined;

export function testConfig(overrides: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    ...process.env,
    PARALLAX_INDEX_PREFIX: TEST_PREFIX,
    LOG_LEVEL: 'silent',
    PORT: '0',
    // The suite's feed server listens on 127.0.0.1, which production never fetches from.
    FEEDS_ALLOW_LOOPBACK: 'true',
    // A sign-up's proof of work at a few hundred hashes, so the suite makes its accounts quickly; still checked.
    SIGN_UP_PROOF_BITS: '8',
    ...overrides,
  });
}

export function testServices(): Promise<ResolvedServices> {
  pending ??= resolveServices(testConfig(), (line) => console.log(`      [services] ${line}`));
  return pending;
}

/** The services when some test asked for them, else undefined (test/bootstrap.ts cleans up after them). */
export function servicesInUse(): Promise<ResolvedServices> | undefined {
  return pending;
}
