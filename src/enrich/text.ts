// Shared text primitives for every enrichment module: one wink-nlp pipeline, loaded once.
// Enrichment runs on the ingest hot path, so callers tokenise each text once and pass the result around.
import he from 'he';
import winkNLP from 'wink-nlp';
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
  // Whole-column reads are several times cheaper than reading token by token.
  const tokens = doc.tokens();
  const types = tokens.out(its.type);
  const normals = tokens.out(its.normal);
  const values = tokens.out(its.value);
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  for (let i = 0; i < types.length; i += 1) {
    if (types[i] !== 'word' && types[i] !== 'number') continue;
    // Keyed by the token as written: contractions normalise "ai" (of "ain't") to "are" but stem it as "ai".
    let stem = stemCache.get(values[i]);
    if (stem === undefined) {
      stem = tokens.itemAt(i).out(itsStem);
      if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
      stemCache.set(values[i], stem);
    }
    words.push(normals[i]);
    stems.push(stem);
    negated.push(negations[i] === true);
  }
  return { words, stems, negated, sentences: doc.sentences().out() };
}
