// The word stems that representative.ts reads to pick an event's title and summary. wink-nlp's full pipeline
// (src/enrich/text.ts) would spend the whole per-event budget of a title and summary on a few leads (~0.3 ms each);
// a regex split plus the same Porter2 stemmer, memoised, is six times cheaper, and overlap of content words needs
// nothing more.
import model from 'wink-eng-lite-web-model';
import { boundedMemo } from './bounded-memo';

const porter = model.addons.stem as (word: string) => string;
const stem = boundedMemo(porter, 100_000);

/** Letters and digits, with inner apostrophes kept ("Biden's"); hyphens and dots split ("COVID-19", "U.S."). */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** "COVID-19" is one word to a reader; left as two, the number would break phrases such as "covid relief". */
const COVID_19 = /\bcovid[- ]?19\b/g;

/** Porter2 stems of a text's words, in order, lowercased; the first `limit` words only. */
export function stemWords(text: string, limit = Infinity): string[] {
  const out: string[] = [];
  // English words average under 7 characters with their space: 12 per word leaves room and spares long bodies.
  const head = limit === Infinity ? text : text.slice(0, limit * 12);
  for (const match of head.toLowerCase().replace(COVID_19, 'covid').matchAll(WORD)) {
    if (out.length >= limit) break;
    out.push(stem(match[0]));
  }
  return out;
}

/** Lead words ever read through articleStems. */
const LEAD_STEMS_MAX = 100;

/** An article's headline stems and the stems of its lead's first LEAD_STEMS_MAX words. */
export interface ArticleStems {
  headline: string[];
  lead: string[];
}

// The analysis stage asks for an event's title and summary every ingest cycle that changes the event, and most
// members were there the cycle before: stems are remembered by text. Bounded like the stem cache.
const TEXT_CACHE_LIMIT = 20_000;
const headlineStems = boundedMemo((text) => stemWords(text, Infinity), TEXT_CACHE_LIMIT);
const leadStems = boundedMemo((text) => stemWords(text, LEAD_STEMS_MAX), TEXT_CACHE_LIMIT);

/** Stems of an article's headline and of its lead's first LEAD_STEMS_MAX words; callers must not modify them. */
export function articleStems(article: { headline: string; summary: string }): ArticleStems {
  return {
    headline: headlineStems(article.headline),
    lead: leadStems(article.summary),
  };
}
