// The biggest movers in divergence for get_digest (SPEC §4 MCP server; docs/decisions.md, MCP server): the live
// events whose score changed most between the start of the period and now, read from the capped score history
// the analysis stores on each event (`divergence.history`, docs/divergence.md History). One Elasticsearch query
// fetches the candidates, the events with a history point inside the period (a point is written only when the
// score or its method changed), with their history; the ranking is done here because the store runs no scripts
// (the integ-test distribution has no painless). At most MAX_CANDIDATES candidates, the most recently updated.
import { z } from 'zod';
import type { Caller } from '../access/caller';
import type { HistoryPoint } from '../analyze/divergence-history';
import type { AppContext } from '../context';
import { presentEventListItem } from '../http/presenters/event';
import { listableBounds, timeRange } from '../services/event-filters';
import { LIST_FIELDS, type EventRecord } from '../services/event-record';
import { eventListItem } from '../contract/event-list-item';

/** Bounds the history read (at most 48 points per event); past it, the most recently updated events are compared. */
const MAX_CANDIDATES = 1_000;

interface Move {
  from: number;
  to: number;
  method_version: number;
}

/**
 * The move of one history: from the score at the start of the period (the last point at or before `since` of the
 * latest point's method version or, for an event first scored inside the period, its first score of that
 * version) to the latest point. Points of another version are skipped: a re-scored formula is not a move of the
 * story. Points are in time order (src/analyze/divergence-history.ts).
 */
function moveOver(history: readonly HistoryPoint[], since: number): Move | undefined {
  const last = history.at(-1);
  if (!last) return undefined;
  const sameVersion = history.filter((p) => p.method_version === last.method_version);
  const start = sameVersion.filter((p) => Date.parse(p.t) <= since).at(-1) ?? sameVersion[0];
  return { from: start.score, to: last.score, method_version: last.method_version };
}

export const moverItem = eventListItem.extend({
  divergence_change: z
    .object({
      from: z.number().int().describe('Score at the start of the period (or when first scored in it).'),
      to: z.number().int().describe('Score now.'),
      change: z.number().int().describe('to - from, in score points.'),
      direction: z.enum(['up', 'down']).describe('up: outlets diverge more than at the start; down: less.'),
      method_version: z.number().int().describe('The scoring method both scores come from.'),
    })
    .describe('How the divergence score moved over the period.'),
});

export type DivergenceMover = z.infer<typeof moverItem>;

export async function divergenceMovers(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  since: Date,
  limit: number,
  now: number = Date.now(),
): Promise<DivergenceMover[]> {
  type Stored = EventRecord & { divergence?: { history?: HistoryPoint[] } };
  const res = await app.es.search<Stored>({
    index: app.indices.events,
    size: MAX_CANDIDATES,
    query: {
      bool: { filter: [...listableBounds(caller, now, now), ...timeRange('divergence.history.t', since)] },
    },
    sort: [{ updated_at: 'desc' }, { id: 'asc' }],
    _source: [...LIST_FIELDS, 'divergence.history'],
  });
  const moved = res.hits.hits.flatMap((hit) => {
    const event = hit._source as Stored;
    const move = moveOver(event.divergence?.history ?? [], since.getTime());
    return move && move.to !== move.from ? [{ event, move }] : [];
  });
  moved.sort(
    (a, b) =>
      Math.abs(b.move.to - b.move.from) - Math.abs(a.move.to - a.move.from) || a.event.id - b.event.id,
  );
  return moved.slice(0, limit).map(({ event, move }) => ({
    ...presentEventListItem(event, [], now),
    divergence_change: {
      from: move.from,
      to: move.to,
      change: move.to - move.from,
      direction: move.to > move.from ? ('up' as const) : ('down' as const),
      method_version: move.method_version,
    },
  }));
}
