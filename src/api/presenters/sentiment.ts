// Wire format of GET /sentiment/{category} (payload decided in docs/decisions.md).
import { SIDES, type CategorySentiment } from '../../services/sentiment';

export function presentCategorySentiment(s: CategorySentiment) {
  return {
    data: {
      category: s.category,
      since: s.since.toISOString(),
      until: s.until.toISOString(),
      events: s.events,
      avg_sentiment: s.avg_sentiment,
      sides: Object.fromEntries(
        SIDES.map((side) => [
          side,
          { avg_sentiment: s.sides[side].avg_sentiment, sources: s.sides[side].sources },
        ]),
      ),
      points: s.points.map((p) => ({
        t: p.t,
        n: p.n,
        avg_sentiment: p.avg_sentiment,
        left: p.left,
        center: p.center,
        right: p.right,
      })),
    },
  };
}
