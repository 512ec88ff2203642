import { expect } from 'chai';
import type { Caller } from '../../src/access/caller';
import { divergenceTimeseries, statsTimeseries } from '../../src/services/timeseries';
import { CATEGORIES } from '../../src/spec';
import { json, startTestApi, type TestApi } from '../support/api';

const NOW = Date.parse('2026-11-25T12:00:00Z');
const DAY_MS = 24 * 3_600_000;
const at = (iso: string) => new Date(iso);
const max: Caller = { tier: 'max', keyId: 'k', address: '127.0.0.1' };
const pro: Caller = { tier: 'pro', keyId: 'k', address: '127.0.0.1' };
const anonymous: Caller = { tier: 'anonymous', keyId: null, address: '127.0.0.1' };

async function rejection(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (err) {
    return err as { status: number; code: string; message: string };
  }
  throw new Error('expected a rejection');
}

describe('GET /stats/timeseries and /divergence/timeseries', function () {
  this.timeout(30_000);
  let api: TestApi;

  before(async () => {
    api = await startTestApi({ name: 'series' });
    await api.putEvents(
      { id: 1, category: 'war', divergence_score: 40, first_seen_at: at('2026-11-24T03:00:00Z') },
      { id: 2, category: 'war', divergence_score: 60, first_seen_at: at('2026-11-24T20:00:00Z') },
      { id: 3, category: 'economy', divergence_score: 10, first_seen_at: at('2026-11-23T10:00:00Z') },
      { id: 4, category: 'economy', first_seen_at: at('2026-11-23T11:00:00Z') },
      {
        id: 5,
        category: 'war',
        divergence_score: 99,
        first_seen_at: at('2026-11-24T05:00:00Z'),
        merged_into: 1,
      },
      { id: 6, category: 'politics', divergence_score: 30, first_seen_at: at('2026-11-10T09:00:00Z') },
      { id: 7, category: 'ai', divergence_score: 70, first_seen_at: at('2026-11-25T11:30:00Z') },
      // real time, for the HTTP tests that run at the real now
      { id: 8, category: 'health', divergence_score: 55, first_seen_at: new Date(Date.now() - 3_600_000) },
    );
  });

  after(async () => {
    await api?.close();
  });

  it('gives one daily series per category over the last 7 days by default, empty ones included', async () => {
    const ts = await statsTimeseries(api.context, max, {}, NOW);
    expect(ts.interval).to.equal('day');
    expect(ts.since.toISOString()).to.equal('2026-11-18T12:00:00.000Z');
    expect(ts.until.toISOString()).to.equal('2026-11-25T12:00:00.000Z');
    expect(ts.series.map((s) => s.category)).to.deep.equal([...CATEGORIES]);
    for (const s of ts.series) {
      expect(s.points.map((p) => p.t)).to.deep.equal(
        Array.from({ length: 8 }, (_, i) =>
          new Date(Date.parse('2026-11-18T00:00:00Z') + i * DAY_MS).toISOString(),
        ),
      );
    }
    const war = ts.series.find((s) => s.category === 'war')!.points;
    // the tombstone (99) is left out; an empty bucket has no average and n 0
    expect(war[6]).to.deep.equal({ t: '2026-11-24T00:00:00.000Z', avg_divergence: 50, n: 2 });
    expect(war[0]).to.deep.equal({ t: '2026-11-18T00:00:00.000Z', avg_divergence: null, n: 0 });
    const economy = ts.series.find((s) => s.category === 'economy')!.points;
    // an event without a score counts in n but not in the average
    expect(economy[5]).to.deep.equal({ t: '2026-11-23T00:00:00.000Z', avg_divergence: 10, n: 2 });
    const politics = ts.series.find((s) => s.category === 'politics')!.points;
    expect(politics.every((p) => p.n === 0)).to.equal(true);
  });

  it('gives one series when a category is given, and hourly and weekly buckets', async () => {
    const war = await statsTimeseries(api.context, max, { category: 'war' }, NOW);
    expect(war.series.map((s) => s.category)).to.deep.equal(['war']);
    const hourly = await statsTimeseries(
      api.context,
      max,
      {
        interval: 'hour',
        category: 'ai',
        since: at('2026-11-25T10:00:00Z'),
        until: at('2026-11-25T12:00:00Z'),
      },
      NOW,
    );
    expect(hourly.series[0].points).to.deep.equal([
      { t: '2026-11-25T10:00:00.000Z', avg_divergence: null, n: 0 },
      { t: '2026-11-25T11:00:00.000Z', avg_divergence: 70, n: 1 },
    ]);
    const weekly = await statsTimeseries(
      api.context,
      max,
      { interval: 'week', category: 'politics', since: at('2026-11-01T00:00:00Z') },
      NOW,
    );
    // weeks start on Monday (2026-11-09 is one), UTC
    expect(weekly.series[0].points.map((p) => [p.t, p.n])).to.deep.equal([
      ['2026-10-26T00:00:00.000Z', 0],
      ['2026-11-02T00:00:00.000Z', 0],
      ['2026-11-09T00:00:00.000Z', 1],
      ['2026-11-16T00:00:00.000Z', 0],
      ['2026-11-23T00:00:00.000Z', 0],
    ]);
  });

  it('treats the window as half-open: an event at until is left for the next window', async () => {
    const ts = await statsTimeseries(
      api.context,
      max,
      {
        interval: 'hour',
        category: 'ai',
        since: at('2026-11-25T10:30:00Z'),
        until: at('2026-11-25T11:30:00Z'),
      },
      NOW,
    );
    expect(ts.series[0].points.reduce((sum, p) => sum + p.n, 0)).to.equal(0);
  });

  it('/divergence/timeseries: one series across categories', async () => {
    const ts = await divergenceTimeseries(api.context, max, {}, NOW);
    expect(ts.category).to.equal(null);
    const busy = ts.points.filter((p) => p.n > 0);
    expect(busy).to.deep.equal([
      { t: '2026-11-23T00:00:00.000Z', avg_divergence: 10, n: 2 },
      { t: '2026-11-24T00:00:00.000Z', avg_divergence: 50, n: 2 },
      { t: '2026-11-25T00:00:00.000Z', avg_divergence: 70, n: 1 },
    ]);
    const war = await divergenceTimeseries(api.context, max, { category: 'war' }, NOW);
    expect(war.points.filter((p) => p.n > 0).map((p) => p.avg_divergence)).to.deep.equal([50]);
  });

  it('limits spans: hour at most 48 hours, day at most 90 days, week ten years', async () => {
    const hour = await rejection(
      statsTimeseries(api.context, max, { interval: 'hour', since: at('2026-11-23T11:00:00Z') }, NOW),
    );
    expect(hour).to.include({ status: 400, code: 'invalid_parameter' });
    expect(hour.message).to.match(/interval=hour spans at most 48 hours, and since to until spans 49 hours/);
    const day = await rejection(
      statsTimeseries(api.context, max, { since: new Date(NOW - 91 * DAY_MS) }, NOW),
    );
    expect(day.message).to.match(/interval=day spans at most 90 days/);
    const fine = await statsTimeseries(api.context, max, { since: new Date(NOW - 90 * DAY_MS) }, NOW);
    expect(fine.series[0].points).to.have.length(91);
    const week = await rejection(
      statsTimeseries(api.context, max, { interval: 'week', since: at('2000-01-01T00:00:00Z') }, NOW),
    );
    expect(week.message).to.match(/interval=week spans at most 3653 days/);
    const month = await rejection(
      statsTimeseries(api.context, max, { interval: 'month' as unknown as 'day' }, NOW),
    );
    expect(month).to.include({ status: 400, message: 'interval must be one of hour, day, week' });
    const notADate = await rejection(
      statsTimeseries(api.context, max, { since: new Date('last week') }, NOW),
    );
    expect(notADate).to.include({ status: 400, message: 'since must be an ISO 8601 timestamp' });
    const order = await rejection(
      statsTimeseries(
        api.context,
        max,
        { since: at('2026-11-25T00:00:00Z'), until: at('2026-11-24T00:00:00Z') },
        NOW,
      ),
    );
    expect(order).to.include({ status: 400, message: 'since must be earlier than until' });
  });

  it('keeps callers without a key inside the public window of 7 days, and tiers inside their lookback', async () => {
    const inside = await statsTimeseries(api.context, anonymous, { since: new Date(NOW - 7 * DAY_MS) }, NOW);
    expect(inside.series).to.have.length(6);
    const skewed = await statsTimeseries(
      api.context,
      anonymous,
      { since: new Date(NOW - 7 * DAY_MS - 60_000) },
      NOW,
    );
    expect(skewed.since.getTime(), 'a minute of clock skew is accepted').to.equal(NOW - 7 * DAY_MS - 60_000);
    const outside = await rejection(
      statsTimeseries(api.context, anonymous, { since: new Date(NOW - 8 * DAY_MS) }, NOW),
    );
    expect(outside).to.include({ status: 401, code: 'archive_token_required' });
    expect(outside.message).to.match(/within the last 7 days without an API key/);
    const before = await rejection(
      statsTimeseries(api.context, anonymous, { until: new Date(NOW - 10 * DAY_MS) }, NOW),
    );
    expect(before).to.include({ status: 401, code: 'archive_token_required' });
    // a weekly default (12 weeks) starts at the window for an anonymous caller instead of failing
    const weekly = await statsTimeseries(api.context, anonymous, { interval: 'week' }, NOW);
    expect(weekly.since.getTime()).to.equal(NOW - 7 * DAY_MS);
    const proMonth = await statsTimeseries(api.context, pro, { since: new Date(NOW - 29 * DAY_MS) }, NOW);
    expect(proMonth.series).to.have.length(6);
    const proBeyond = await rejection(
      statsTimeseries(api.context, pro, { since: new Date(NOW - 31 * DAY_MS) }, NOW),
    );
    expect(proBeyond.message).to.match(/last 30 days on tier pro/);
    const maxOld = await statsTimeseries(
      api.context,
      max,
      { interval: 'week', since: at('2020-01-01T00:00:00Z'), until: at('2021-01-01T00:00:00Z') },
      NOW,
    );
    expect(maxOld.series[0].points.length).to.be.within(52, 54);
  });

  it('over HTTP: the Timeseries under data, defaults for a caller without a key', async () => {
    const res = await api.get('/api/v2/stats/timeseries');
    expect(res.status).to.equal(200);
    const { data } = await json(res);
    expect(Object.keys(data)).to.deep.equal(['interval', 'since', 'until', 'series']);
    expect(data.series).to.have.length(6);
    const health = data.series.find((s: any) => s.category === 'health');
    expect(health.points.filter((p: any) => p.n > 0)).to.deep.equal([
      { t: health.points.find((p: any) => p.n > 0).t, avg_divergence: 55, n: 1 },
    ]);
    const one = await json(await api.get('/api/v2/divergence/timeseries?category=health&interval=hour'));
    expect(Object.keys(one.data)).to.deep.equal(['interval', 'category', 'since', 'until', 'points']);
    expect(one.data.points).to.have.length.within(24, 25);
    expect(one.data.points.reduce((sum: number, p: any) => sum + p.n, 0)).to.equal(1);
  });

  it('over HTTP: bad input gets 400 invalid_parameter naming the parameter', async () => {
    const cases: [string, RegExp][] = [
      ['/stats/timeseries?interval=month', /"interval" must be one of hour, day, week, not "month"/],
      ['/stats/timeseries?category=sports', /"category" must be one of/],
      ['/stats/timeseries?since=yesterday', /"since" must be an ISO 8601 timestamp/],
      ['/stats/timeseries?until=2026-13-01', /"until" must be an ISO 8601 timestamp/],
      ['/stats/timeseries?since=', /"since" must be an ISO 8601 timestamp/],
      ['/stats/timeseries?interval=day&interval=hour', /interval must be given at most once/],
      ['/stats/timeseries?step=1', /unknown parameter "step"/],
      ['/divergence/timeseries?interval=hour&since=2026-01-01T00:00:00Z', /since|spans/],
      ['/divergence/timeseries?category=war&category=ai', /category must be given at most once/],
    ];
    for (const [path, message] of cases) {
      const res = await api.get(`/api/v2${path}`);
      expect(res.status, path).to.be.oneOf([400, 401]);
      const body = await json(res);
      if (res.status === 400) expect(body.error.code, path).to.equal('invalid_parameter');
      expect(body.error.message, path).to.match(message);
    }
    const late = new Date(Date.now() + DAY_MS).toISOString();
    const res = await api.get(`/api/v2/stats/timeseries?since=${late}&until=${new Date().toISOString()}`);
    expect(res.status).to.equal(400);
    expect((await json(res)).error.message).to.equal('since must be earlier than until');
  });
});
