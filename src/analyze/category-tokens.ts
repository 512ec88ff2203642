// The words the event categoriser reads: Porter2 stems from the shared wink-nlp pipeline (src/enrich/text.ts), and
// the lexicon is tokenised the same way, so both see exactly the same tokens. Each member's headline and
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

/**
 * Porter2 gives one stem to words that news uses in unrelated senses: "House" and "housing", "important" and
 * "imports", a congressional "recess" and a "recession", "fired" (dismissed) and a "fire", "generation" and
 * "generative". For these stems the word itself is the token, so the lexicon can name the sense it means. Each
 * group names two words of one stem; every word with that stem is then read whole.
 */
const CONFLATED = `house housing, important imports, recess recession, celebrate celebrity, generation generative,
  fired fire, finally final, generally generals, authority author, immunity immunization, defensive defense,
  offense offensive, waging wages, marred mars, box boxing, wed wedding, harry harris, liberate liberal,
  progress progressive, conservation conservative, fight fighting, conflicting conflict, combating combat,
  mobility mobilization, earned earnings, retire retirement, busy business, hire hiring, hear hearing,
  case cases, death deaths, erupts eruption, stormed storm, televised television, awarded award, shell shelling,
  marine marines, withdraw withdrawal, explosive explosion, weaponize weapons, share shares, credited credit,
  derails derailment, payroll payrolls`;
const WHOLE_WORD_STEMS: ReadonlySet<string> = new Set(
  CONFLATED.split(',').map((group) => analyse(group.trim().split(/\s+/)[0]).stems[0]),
);

/**
 * Tokens of a text's words in order: lowercased Porter2 stems (the word itself for the stems in CONFLATED),
 * wink's compounds split; the first `limit` only.
 */
export function textTokens(text: string, limit = Infinity): string[] {
  // English words average under 7 characters with their space: 12 per word leaves room and spares long leads.
  const head = limit === Infinity ? text : text.slice(0, limit * 12);
  const out: string[] = [];
  const { stems, words } = analyse(head.replace(COVID_19, 'covid'));
  for (let w = 0; w < stems.length; w += 1) {
    const token = WHOLE_WORD_STEMS.has(stems[w]) ? words[w] : stems[w];
    for (const part of INNER_MARK.test(token) ? token.split(INNER_MARK) : [token]) {
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
