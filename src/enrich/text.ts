// Shared text primitives for every enrichment module: one wink-nlp pipeline, loaded once.
// Enrichment runs on the ingest hot path, so callers tokenise each text once and pass the result around.
import he from 'he';
import winkNLP, { type ItemToken } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model, ['sbd', 'negation']);
const its = nlp.its;
// wink-nlp's typings give `its.stem` a signature `out()` does not accept, although it works at run time.
const itsStem = its.stem as unknown as typeof its.normal;

/** One analysed text: lowercase word tokens, their Porter2 stems, negation flags and sentences. */
export interface AnalysedText {
  /** Lowercased word tokens (punctuation, symbols and spaces dropped). */
  words: string[];
  /** Porter2 stems, aligned with `words`. */
  stems: string[];
  /** True where wink-nlp marks the token as inside a negation scope ("not good"). */
  negated: boolean[];
  /** Sentences in document order. */
  sentences: string[];
}

/** Removes HTML tags, decodes entities (all of HTML5's, via `he`) and folds whitespace. */
export function stripHtml(html: string): string {
  const withoutTags = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return he.decode(withoutTags).replace(/\s+/g, ' ').trim();
}

// Stemming costs about as much as tokenising, and news vocabulary repeats: a word's stem is computed once.
const STEM_CACHE_LIMIT = 200_000;
const stemCache = new Map<string, string>();

export function analyse(text: string): AnalysedText {
  const doc = nlp.readDoc(text);
  const words: string[] = [];
  const stems: string[] = [];
  const negated: boolean[] = [];
  doc.tokens().each((token: ItemToken) => {
    const type = token.out(its.type);
    if (type !== 'word' && type !== 'number') return;
    const word = token.out(its.normal);
    // Keyed by the token as written: contractions normalise "ai" (of "ain't") to "are" but stem it as "ai".
    const written = token.out(its.value);
    let stem = stemCache.get(written);
    if (stem === undefined) {
      stem = token.out(itsStem);
      if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
      stemCache.set(written, stem);
    }
    words.push(word);
    stems.push(stem);
    negated.push(token.out(its.negationFlag) === true);
  });
  return { words, stems, negated, sentences: doc.sentences().out() };
}
