// Shared text primitives for every enrichment module: one wink-nlp pipeline, loaded once.
// Enrichment runs on the ingest hot path, so callers tokenise each text once and pass the result around.
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

/** Removes HTML tags and entities and folds whitespace; feeds often carry markup in their summaries. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&#(\d+);/g, (_m, code: string) => String.fromCodePoint(Number(code)))
    .replace(/\s+/g, ' ')
    .trim();
}

export function analyse(text: string): AnalysedText {
  const doc = nlp.readDoc(text);
  const words: string[] = [];
  const stems: string[] = [];
  const negated: boolean[] = [];
  doc.tokens().each((token: ItemToken) => {
    const type = token.out(its.type);
    if (type !== 'word' && type !== 'number') return;
    words.push(token.out(its.normal));
    stems.push(token.out(itsStem));
    negated.push(token.out(its.negationFlag) === true);
  });
  return { words, stems, negated, sentences: doc.sentences().out() };
}
