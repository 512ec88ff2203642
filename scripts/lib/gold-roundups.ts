// Reads the AllSides headline roundups (clustering/allsides-roundups/dev.jsonl in the shared data): 200 real
// events, each told by two or three outlets that AllSides places on the left, in the centre and on the right.
// The roundup's side label is the gold side of each article. The file's lines as they are (roundupRows), and
// the events they make (loadRoundups).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldPart, type GoldPart } from './gold-split';
import { feedLead } from './feed-lead';

export type GoldSide = 'left' | 'center' | 'right';

/** One line of the file: an article of a roundup event, with the event's own fields. */
export interface RoundupRow {
  event_id: number;
  event_title: string;
  /** ISO 8601 with the roundup's offset. */
  event_date: string;
  topic: string;
  side: GoldSide;
  stance: string;
  /** AllSides' outlet name, for some with its medium in parentheses ("New York Times (News)"). */
  outlet: string;
  title: string;
  body: string;
  url: string;
}

/** Every line of the file, in file order. */
export function roundupRows(dataDir: string): RoundupRow[] {
  return readFileSync(join(dataDir, 'clustering/allsides-roundups/dev.jsonl'), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as RoundupRow);
}

export interface RoundupArticle {
  side: GoldSide;
  outlet: string;
  title: string;
  lead: string;
  url: string;
}

export interface RoundupEvent {
  key: number;
  part: GoldPart;
  topic: string;
  date: string;
  articles: RoundupArticle[];
}

export function loadRoundups(dataDir: string): RoundupEvent[] {
  const events = new Map<number, RoundupEvent>();
  for (const row of roundupRows(dataDir)) {
    const key = row.event_id;
    const event = events.get(key) ?? {
      key,
      part: goldPart('allsides', key),
      topic: row.topic,
      date: row.event_date,
      articles: [],
    };
    event.articles.push({
      side: row.side,
      outlet: row.outlet.replace(/\s*\(.*\)\s*$/, ''),
      title: row.title,
      lead: feedLead([row.body]),
      url: row.url,
    });
    events.set(key, event);
  }
  return [...events.values()].sort((a, b) => a.key - b.key);
}
