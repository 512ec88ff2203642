// Shared text primitives for every enrichment module: one wink-nlp pipeline, loaded once.
// Enrichment runs on the ingest hot path, so callers tokenise each text once and pass the result around.
import he from 'he';
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

const nlp = winkNLP(model, ['sbd', 'negation']);
const its = nlp.its;
// wink-nlp's typings give `its.stem` a signature `out()` does not accept, although it works at run time.
const itsStem = its.stem as unknown as typeof its.normal;

/**
 * The stem of one distinct token text, shared by every token that has it. Taggers look a stem up in each of
 * their lexicons once and keep the answer here (see StemLexicon): on the ingest hot path a token then costs
 * them an array read instead of a hash lookup per lexicon.
 */
export interface StemKey {
  readonly stem: string;
  /** Indexed by lexicon; filled on first use. */
  readonly lookups: unknown[];
}

/** One analysed text: lowercase word tokens, their Porter2 stems, negation flags and sentences. */
export interface AnalysedText {
  /** Lowercased word tokens (punctuation, symbols and spaces dropped). */
  words: string[];
  /** Porter2 stems, aligned with `words`. */
  stems: string[];
  /** The same stems as lookup keys, aligned with `words`. */
  stemKeys: StemKey[];
  /** True where wink-nlp marks the token as inside a negation scope ("not good"). */
  negated: boolean[];
  /** Sentences in document order. */
  sentences: string[];
}

/** Whitespace that folding would change: a run of two, or any whitespace character but the plain space. */
const FOLDABLE_SPACE = /\s\s|[^\S ]/;

const SCRIPT_OR_STYLE = /<(script|style)[^<>]*>/gi;

/**
 * The text without its script and style elements. In linear time: a regular expression from each opening tag to
 * its closing one rescans the rest of the text for every opening tag that is never closed (a megabyte of them
 * took minutes); here a kind found unclosed once is not looked for again.
 */
function withoutScripts(html: string): string {
  const unclosed = new Set<string>();
  let out = '';
  let from = 0;
  SCRIPT_OR_STYLE.lastIndex = 0;
  for (let open = SCRIPT_OR_STYLE.exec(html); open; open = SCRIPT_OR_STYLE.exec(html)) {
    const kind = open[1].toLowerCase();
    if (unclosed.has(kind)) continue;
    const close = new RegExp(`</${kind}>`, 'gi');
    close.lastIndex = SCRIPT_OR_STYLE.lastIndex;
    if (!close.exec(html)) {
      unclosed.add(kind);
      continue;
    }
    out += `${html.slice(from, open.index)} `;
    from = SCRIPT_OR_STYLE.lastIndex = close.lastIndex;
  }
  return out + html.slice(from);
}

/** Removes HTML tags, decodes entities (all of HTML5's, via `he`) and folds whitespace. */
export function stripHtml(html: string): string {
  // Most feed text is plain already: without a tag or an entity there is nothing to strip or decode. A tag ends
  // at the first `>` before any other `<`: `[^>]*` would rescan the rest of the text from every unclosed `<`.
  const plain =
    html.includes('<') || html.includes('&')
      ? he.decode(withoutScripts(html).replace(/<[^<>]*>/g, ' '))
      : html;
  return (FOLDABLE_SPACE.test(plain) ? plain.replace(/\s+/g, ' ') : plain).trim();
}

/** What a lexeme contributes to an analysis; wink-nlp gives every distinct token text one stable id. */
interface Lexeme {
  /** A word or number (punctuation, symbols and spaces are dropped). */
  kept: boolean;
  /** Its normal form; unknown until the lexeme is met outside a contraction, whose parts normalise per token. */
  normal: string | undefined;
  key: StemKey;
}

// Reading a token's type, normal and stem through wink-nlp costs more than tokenising it, and news vocabulary
// repeats: each lexeme is read once, then found by its id, a small integer (an array index, cheaper than a
// map). Bounded, as wink-nlp adds every new word.
const LEXEME_CACHE_LIMIT = 100_000;
let lexemes: (Lexeme | undefined)[] = [];
let lexemeCount = 0;

export function analyse(text: string): AnalysedText {
  const doc = nlp.readDoc(text);
  const words: string[] = [];
  const stems: string[] = [];
  const stemKeys: StemKey[] = [];
  const negated: boolean[] = [];
  // Whole-column reads are several times cheaper than reading token by token.
  const tokens = doc.tokens();
  const ids = tokens.out(its.uniqueId) as unknown as number[];
  const contractions = tokens.out(its.contractionFlag) as unknown as boolean[];
  const negations = tokens.out(its.negationFlag) as unknown as boolean[];
  for (let i = 0; i < ids.length; i += 1) {
    let lexeme = lexemes[ids[i]];
    if (lexeme === undefined) {
      const token = tokens.itemAt(i);
      const type = token.out(its.type);
      // Stemmed as written: contractions normalise "ai" (of "ain't") to "are" but stem it as "ai".
      const key = { stem: token.out(itsStem), lookups: [] };
      lexeme = { kept: type === 'word' || type === 'number', normal: undefined, key };
      if (lexemeCount >= LEXEME_CACHE_LIMIT) {
        lexemes = [];
        lexemeCount = 0;
      }
      // Filled up to the id, so the array stays packed.
      while (lexemes.length <= ids[i]) lexemes.push(undefined);
      lexemes[ids[i]] = lexeme;
      lexemeCount += 1;
    }
    if (!lexeme.kept) continue;
    let normal: string;
    if (contractions[i]) normal = tokens.itemAt(i).out(its.normal);
    else normal = lexeme.normal ??= tokens.itemAt(i).out(its.normal);
    words.push(normal);
    stems.push(lexeme.key.stem);
    stemKeys.push(lexeme.key);
    negated.push(negations[i] === true);
  }
  // Only a few callers read the sentences: they are cut on first use.
  let sentences: string[] | undefined;
  return {
    words,
    stems,
    stemKeys,
    negated,
    get sentences() {
      sentences ??= doc.sentences().out();
      return sentences;
    },
  };
}
