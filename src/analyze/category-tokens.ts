// The words the event categoriser reads: Porter2 stems from the shared wink-nlp pipeline (src/enrich/text.ts), so
// the lexicon, the learned model and its training script see exactly the same tokens. Each member's headline and
// the opening of its lead are analysed once and remembered by text: the analysis stage re-categorises an event
// every ingest cycle that changes it, and most of its members were there the cycle before.
import { analyse } from '../enrich/text';
import { boundedMemo } from './bounded-memo';

/** Lead words read: feed summaries and first sentences say what happened; later ones drift into background. */
export const LEAD_WORDS = 30;

/** "COVID-19" is one word to a reader; left as two, the number would break phrases such as "covid relief". */
const COVID_19 = /\bcovid[- ]?19\b/gi;
/** wink keeps "U.S.", "A.I." and "e-cigarettes" whole; the lexicon writes them as separate words. */
const INNER_MARK = /[-.]/;
/** Clitics split off by wink ("Biden's" → "biden" + "'s", "don't" → "do" + "n't"): grammar, not topic. */
const CLITIC = /^(?:['’]\p{L}*|n['’]t)$/u;
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/** Stems of a text's words in order, lowercased, wink's compounds split; the first `limit` only. */
export function textTokens(text: string, limit = Infinity): string[] {
  // English words average under 7 characters with their space: 12 per word leaves room and spares long leads.
  const head = limit === Infinity ? text : text.slice(0, limit * 12);
  const out: string[] = [];
  for (const stem of analyse(head.replace(COVID_19, 'covid')).stems) {
    for (const part of INNER_MARK.test(stem) ? stem.split(INNER_MARK) : [stem]) {
      if (out.length >= limit) return out;
      if (HAS_WORD_CHAR.test(part) && !CLITIC.test(part)) out.push(part);
    }
  }
  return out;
}

/** An article's headline tokens and the tokens of its lead's first LEAD_WORDS words. */
export interface ArticleTokens {
  headline: readonly string[];
  lead: readonly string[];
}

const TEXT_CACHE_LIMIT = 20_000;
const headlineTokens = boundedMemo((text) => textTokens(text), TEXT_CACHE_LIMIT);
const leadTokens = boundedMemo((text) => textTokens(text, LEAD_WORDS), TEXT_CACHE_LIMIT);

export function articleTokens(article: { headline: string; summary: string }): ArticleTokens {
  return {
    headline: headlineTokens(article.headline),
    lead: leadTokens(article.summary),
  };
}
