// Reads BASIL (Fan et al. 2019; clustering/basil/ in the shared data) as the analysis evaluation needs it: each
// triplet (one event told by the New York Times, HuffPost and Fox News) with each article's headline, the lead a
// feed would carry, and its article-level gold: the annotators' relative stance and the author's feeling toward
// each main entity. Nothing is copied out of the data directory.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { goldPart, type GoldPart } from './gold-split';
import { feedLead } from './feed-lead';

export interface BasilArticle {
  source: 'nyt' | 'hpo' | 'fox';
  outlet_slug: string;
  url: string;
  title: string;
  lead: string;
  /** The paragraphs after the lead, cut the same way: a second text of the same outlet about the same event. */
  continuation: string;
  date: string;
  /** Relative stance: -1 liberal, 0 centre, +1 conservative. */
  stance: number;
  /** The author's feeling toward each main entity (underscored name as BASIL spells it): -1, 0 or +1. */
  feelings: Record<string, number>;
}

export interface BasilTriplet {
  key: string;
  part: GoldPart;
  articles: BasilArticle[];
}

export const BASIL_SLUGS = { nyt: 'new-york-times', hpo: 'huffpost', fox: 'fox-news' } as const;

const STANCE: Record<string, number> = { liberal: -1, left: -1, center: 0, conservative: 1, right: 1 };
const FEELING: Record<string, number> = { 'str-neg': -1, neg: -1, neu: 0, pos: 1, 'str-pos': 1 };

/** How many leading paragraphs a lead of this many characters reaches into. */
function paragraphsIn(paragraphs: readonly string[], chars: number): number {
  let length = 0;
  let k = 0;
  while (k < paragraphs.length && length < chars) length += paragraphs[k++].length + 1;
  return k;
}

function readJson(path: string): Record<string, unknown> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
}

export function loadBasil(dataDir: string): BasilTriplet[] {
  const root = join(dataDir, 'clustering/basil');
  const byKey = new Map<string, BasilArticle[]>();
  for (const year of readdirSync(join(root, 'articles')))
    for (const file of readdirSync(join(root, 'articles', year))) {
      const article = readJson(join(root, 'articles', year, file));
      const annotation = readJson(join(root, 'annotations', year, file.replace('.json', '_ann.json')));
      const gold = annotation['article-level-annotations'] as Record<string, string>;
      const source = String(article.source).toLowerCase() as BasilArticle['source'];
      const paragraphs = (article['body-paragraphs'] as string[][]).map((p) => p.join(' '));
      const feelings: Record<string, number> = {};
      for (const [field, value] of Object.entries(gold))
        if (field.startsWith('author_feeling_') && field !== 'author_feeling_main_event' && value in FEELING)
          feelings[field.slice('author_feeling_'.length)] = FEELING[value];
      const key = String(article['triplet-uuid']);
      const list = byKey.get(key) ?? [];
      list.push({
        source,
        outlet_slug: BASIL_SLUGS[source],
        url: String(article.url),
        title: String(article.title),
        lead: feedLead(paragraphs),
        continuation: feedLead(paragraphs.slice(paragraphsIn(paragraphs, feedLead(paragraphs).length))),
        date: String(article.date),
        stance: STANCE[String(gold.relative_stance).toLowerCase()] ?? 0,
        feelings,
      });
      byKey.set(key, list);
    }
  return (
    [...byKey]
      // One article has an empty title, which the service refuses as it would a feed item without one.
      .filter(([, articles]) => articles.length === 3 && articles.every((a) => a.title.trim() !== ''))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, articles]) => ({ key, part: goldPart('basil', key), articles }))
  );
}
