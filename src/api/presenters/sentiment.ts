// Wire format of GET /sentiment/{category} (payload decided in docs/decisions.md).
import type { CategorySentiment as CategorySentimentWire } from '../../contract/category-sentiment';
import type { CategorySentiment } from '../../services/sentiment';
import { SPECTRUM_SIDES } from '../../spec';

export function presentCategorySentiment(s: CategorySentiment): { data: CategorySentimentWire } {
  return {
    data: {
      category: s.category,
      since: s.since.toISOString(),
      until: s.until.toISOString(),
      events: s.events,
      avg_sentiment: s.avg_sentiment,
      sides: Object.fromEntries(
        SPECTRUM_SIDES.map((side) => [
          side,
          { avg_sentiment: s.sides[side].avg_sentiment, sources: s.sides[side].sources },
        ]),
      ) as CategorySentimentWire['sides'],
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
