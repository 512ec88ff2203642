// Orders the accepted mentions by salience: symbols named in the title before body-only ones, then by how often
// they are mentioned, then by where they first are.
import type { Mention } from './ticker-mention';

export function rankBySalience(mentions: Mention[]): string[] {
  const stats = new Map<string, { inTitle: boolean; count: number; first: number }>();
  for (const m of mentions) {
    const order = m.segment * 100_000 + m.position;
    const s = stats.get(m.symbol);
    if (s) {
      s.inTitle ||= m.segment === 0;
      s.count++;
      if (order < s.first) s.first = order;
    } else stats.set(m.symbol, { inTitle: m.segment === 0, count: 1, first: order });
  }
  return [...stats.entries()]
    .sort(([, a], [, b]) => Number(b.inTitle) - Number(a.inTitle) || b.count - a.count || a.first - b.first)
    .map(([symbol]) => symbol);
}
