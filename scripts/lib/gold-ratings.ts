// The 200 AllSides roundup events rated by reading (scripts/gold/event-ratings.json): for each, how differently
// the left and the right tell it (0-4, null without one of the sides), and whether its articles state contradicting
// facts. The raters saw no score; the file holds ids, URL hashes and numbers only.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EventRating {
  event_id: number;
  divergence: number | null;
  factual_conflict: boolean;
}

export function loadRatings(): Map<number, EventRating> {
  const file = JSON.parse(readFileSync(join(__dirname, '..', 'gold', 'event-ratings.json'), 'utf8')) as {
    events: EventRating[];
  };
  return new Map(file.events.map((r) => [r.event_id, r]));
}
