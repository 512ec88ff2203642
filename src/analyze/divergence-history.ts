// The divergence score's history on an event (docs/divergence.md, History): one point per analysis in
// which the score or its method changed, so a client can see a story polarise. Each point is dated by the event's
// latest article at that analysis (the story's time, the same in a live cycle and in a replay). Capped at
// HISTORY_MAX points: the first (where the story started) and the latest ones.
import type { HistoryPoint, PreviousDivergence } from '../documents/event-divergence';

export const HISTORY_MAX = 48;

export function nextHistory(
  previous: PreviousDivergence | undefined,
  score: number,
  methodVersion: number,
  at: string,
): HistoryPoint[] {
  const history = [...(previous?.history ?? [])];
  const last = history.at(-1);
  if (last && last.score === score && last.method_version === methodVersion) return history;
  // An event re-analysed for an older article (a late arrival) keeps its points in time order.
  const t = last && Date.parse(last.t) > Date.parse(at) ? last.t : at;
  history.push({ t, score, method_version: methodVersion });
  return history.length > HISTORY_MAX
    ? [history[0], ...history.slice(history.length - HISTORY_MAX + 1)]
    : history;
}
