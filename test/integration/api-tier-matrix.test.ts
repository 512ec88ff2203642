// The tier × endpoint × event-age matrix over real HTTP (SPEC §8; docs/decisions.md "Lookback in lists", "Single
// events"): every caller tier against events first seen 1, 20 and 200 days ago, on a single event, on a list with
// an old `since`, and on the market endpoints. One assertion per cell, each naming its cell.
import { expect } from 'chai';
import type { CallerTier } from '../../src/spec';
import { json, startTestApi, type TestApi } from '../support/api';
import { createTestKey } from '../support/keys';

const DAY = 24 * 60 * 60 * 1000;
const TIERS: CallerTier[] = ['anonymous', 'free', 'pro', 'max', 'business'];
/** Event id → age in days. */
const AGES = { 1: 1, 2: 20, 3: 200 } as const;
type EventId = keyof typeof AGES;
const EVENT_IDS = Object.keys(AGES).map(Number) as EventId[];
/** SPEC §8 lookback in days; null is the full archive (anonymous: ours, the Free tier's, docs/decisions.md). */
const LOOKBACK: Record<CallerTier, number | null> = {
  anonymous: 7,
  free: 7,
  pro: 30,
  max: null,
  business: null,
};

const withinLookback = (tier: CallerTier, ageDays: number) => {
  const days = LOOKBACK[tier];
  return days === null || ageDays < days;
};

describe('tier × endpoint × event-age matrix (SPEC §8)', function () {
  this.timeout(30_000);
  let api: TestApi;
  const headers: Partial<Record<CallerTier, Record<string, string>>> = { anonymous: {} };
  const now = Date.now();

  before(async () => {
    api = await startTestApi({ name: 'api-tiermatrix' });
    await api.putEvents(
      ...EVENT_IDS.map((id) => ({
        id,
        divergence_score: 50 + id,
        first_seen_at: new Date(now - AGES[id] * DAY),
        updated_at: new Date(now - AGES[id] * DAY + 60_000),
      })),
    );
    for (const tier of TIERS)
      if (tier !== 'anonymous') headers[tier] = { 'X-API-Key': await createTestKey(api.context, tier) };
  });
  after(() => api?.close());

  const call = async (tier: CallerTier, path: string) => {
    const res = await api.get(path, headers[tier]);
    return { status: res.status, body: await json(res) };
  };
  /** The cell's outcome as one comparable value: the status and, on an error, its code. */
  const outcome = (r: { status: number; body: any }) =>
    r.status === 200 ? '200' : `${r.status} ${r.body?.error?.code}`;
  /** A list's outcome: on 200 the ids it lists, in id order (membership is the cell, not the order). */
  const listOutcome = (r: { status: number; body: any }) =>
    r.status === 200
      ? `200 [${(r.body.data as { id: number }[])
          .map((e) => e.id)
          .sort((a, b) => a - b)
          .join(',')}]`
      : outcome(r);

  for (const tier of TIERS)
    for (const id of EVENT_IDS) {
      const age = AGES[id];
      const expected = withinLookback(tier, age) ? '200' : '401 archive_token_required';
      it(`GET /events/{id}: ${tier} × event aged ${age} days → ${expected}`, async () => {
        const r = await call(tier, `/api/v2/events/${id}`);
        expect(outcome(r), `${tier} × /events/{id} × ${age} days`).to.equal(expected);
      });
    }

  // A list with `since` older than the lookback is refused, not silently shortened (docs/decisions.md); within
  // the lookback it lists exactly the events first seen since then.
  const SINCE_DAYS = [25, 365];
  for (const tier of TIERS)
    for (const sinceDays of SINCE_DAYS) {
      const allowed = withinLookback(tier, sinceDays);
      const visible = EVENT_IDS.filter((id) => AGES[id] < sinceDays);
      const expected = allowed ? `200 [${visible.join(',')}]` : '401 archive_token_required';
      it(`GET /events?since=${sinceDays} days ago: ${tier} → ${expected}`, async () => {
        const since = new Date(now - sinceDays * DAY).toISOString();
        const r = await call(tier, `/api/v2/events?sort=recent&since=${since}`);
        const got = listOutcome(r);
        expect(got, `${tier} × /events?since=${sinceDays}d`).to.equal(expected);
      });
    }

  // Without `since`, a list is limited to the lookback (docs/decisions.md).
  for (const tier of TIERS) {
    const expected = `200 [${EVENT_IDS.filter((id) => withinLookback(tier, AGES[id])).join(',')}]`;
    it(`GET /events (no since): ${tier} → ${expected}`, async () => {
      const r = await call(tier, '/api/v2/events?sort=recent');
      const got = listOutcome(r);
      expect(got, `${tier} × /events without since`).to.equal(expected);
    });
  }

  // Market endpoints: tier Max and Business only (SPEC §4 Market, §8).
  for (const tier of TIERS)
    for (const path of ['/api/v2/market/articles', '/api/v2/market/tags']) {
      const expected = tier === 'max' || tier === 'business' ? '200' : '401 dev_tier_required';
      it(`GET ${path.slice(7)}: ${tier} → ${expected}`, async () => {
        const r = await call(tier, path);
        expect(outcome(r), `${tier} × ${path}`).to.equal(expected);
      });
    }
});
