// Wire format of the Stats snapshot and the Timeseries (SPEC §2), fields in the spec's order; the timeseries
// also states the window it covers (since, until), since defaults may have chosen it.
import type { Stats } from '../../contract/stats';
import type {
  DivergenceTimeseries as DivergenceTimeseriesWire,
  Timeseries as TimeseriesWire,
  TimeseriesPoint as TimeseriesPointWire,
} from '../../contract/timeseries';
import type { StatsSnapshot } from '../../services/stats';
import type { DivergenceTimeseries, Timeseries, TimeseriesPoint } from '../../services/timeseries';

export function presentStats(s: StatsSnapshot): { data: Stats } {
  return {
    data: {
      articles_total: s.articles_total,
      events_total: s.events_total,
      outlets_active: s.outlets_active,
      avg_divergence_7d: s.avg_divergence_7d,
      last_ingest_at: s.last_ingest_at,
      next_ingest_at: s.next_ingest_at,
      ingest_cadence_minutes: s.ingest_cadence_minutes,
    },
  };
}

const presentPoint = (p: TimeseriesPoint): TimeseriesPointWire => ({
  t: p.t,
  avg_divergence: p.avg_divergence,
  n: p.n,
});

export function presentTimeseries(ts: Timeseries): { data: TimeseriesWire } {
  return {
    data: {
      interval: ts.interval,
      since: ts.since.toISOString(),
      until: ts.until.toISOString(),
      series: ts.series.map((s) => ({ category: s.category, points: s.points.map(presentPoint) })),
    },
  };
}

export function presentDivergenceTimeseries(ts: DivergenceTimeseries): { data: DivergenceTimeseriesWire } {
  return {
    data: {
      interval: ts.interval,
      category: ts.category,
      since: ts.since.toISOString(),
      until: ts.until.toISOString(),
      points: ts.points.map(presentPoint),
    },
  };
}
