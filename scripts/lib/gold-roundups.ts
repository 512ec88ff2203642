// Reads the AllSides headline roundups (clustering/allsides-roundups/dev.jsonl in the shared data): 200 real
// events, each told by two or three outlets that AllSides places on the left, in the centre and on the right.
// The roundup's side label is the gold side of each article.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldPart, type GoldPart } from './gold-split';
import { feedLead } from './feed-lead';

export type GoldSide = 'left' | 'center' | 'right';

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
  const rows = readFileSync(join(dataDir, 'clustering/allsides-roundups/dev.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, string | number>);
  const events = new Map<number, RoundupEvent>();
  for (const row of rows) {
    const key = Number(row.event_id);
    const event = events.get(key) ?? {
      key,
      part: goldPart('allsides', key),
      topic: String(row.topic),
      date: String(row.event_date),
      articles: [],
    };
    event.articles.push({
      side: String(row.side) as GoldSide,
      outlet: String(row.outlet).replace(/\s*\(.*\)\s*$/, ''),
      title: String(row.title),
      lead: feedLead([String(row.body)]),
      url: String(row.url),
    });
    events.set(key, event);
  }
  return [...events.values()].sort((a, b) => a.key - b.key);
}
