// The biggest movers in divergence as get_digest lists them: each event as a list item with how its score moved
// (from, to, the change and its direction). Which events moved, and by how much, is services/divergence-movers.ts.
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import { presentEventListItem } from '../api/presenters/event';
import { divergenceMoves } from '../services/divergence-movers';
import type { DivergenceMover } from '../contract/divergence-mover';

export async function divergenceMovers(
  app: Pick<AppContext, 'es' | 'indices'>,
  caller: Caller,
  since: Date,
  limit: number,
  now: number = Date.now(),
): Promise<DivergenceMover[]> {
  const moved = await divergenceMoves(app, caller, since, limit, now);
  return moved.map(({ event, move }) => ({
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
