// API keys for tests: createTestKey(context, tier) stores a new key of that tier in the context's accounts index
// (the test prefix's) and returns the key to send as `X-API-Key`.
import { createApiKey } from '../../src/access/accounts';
import type { AppContext } from '../../src/context';
import type { Tier } from '../../src/spec';

export async function createTestKey(context: AppContext, tier: Tier, name = `test ${tier}`): Promise<string> {
  const { key } = await createApiKey(context, tier, name);
  return key;
}
