// Whether a lowercase word is English, by the lexicon of the wink model the tagger already loads: what the ticker
// tagger asks of a capitalised word beside a name.
import model from 'wink-eng-lite-web-model';

/**
 * wink's English lexicon (~85,000 lowercase words; few proper names): a capitalised word outside it
 * ("Hindustan", "Religare", "ICICI") is a name even at a sentence start. Only the part of the model's
 * packed core that this module reads is typed; the rest of the core is dropped after load.
 */
interface CoreModel {
  features: { lexeme: { hash: Record<string, number>; intrinsicSize: number } };
}
const { hash: lexemeIndex, intrinsicSize: lexiconSize } = (model.core as unknown as () => CoreModel)()
  .features.lexeme;

function inLexicon(word: string): boolean {
  const index = lexemeIndex[word];
  return typeof index === 'number' && index < lexiconSize;
}

/** A lowercase word, or every part of a hyphenated one, is in the lexicon (plurals as their singular). */
export function isEnglishWord(word: string): boolean {
  for (const part of word.split('-')) {
    if (!inLexicon(part) && !(part.endsWith('s') && inLexicon(part.slice(0, -1)))) return false;
  }
  return true;
}
