// A lexicon keyed by one Porter2 stem or by two adjacent stems ("record high"), for the taggers that scan an
// analysed text token by token. On the ingest hot path, building a "stem stem" string per token and hashing it
// into several large maps cost more than the rest of those taggers together; here each distinct stem is looked
// up once per lexicon and the answer kept on its StemKey, so a token costs an array read.
import type { StemKey } from './text';

/** What one lexicon holds for one stem. */
interface Entry<T> {
  /** The stem as this lexicon spells it, when that differs from the stem itself. */
  key: string | undefined;
  single: T | undefined;
  /** Second stems of the pairs this stem begins. */
  seconds: Map<string, T> | undefined;
}

/** The entry of every stem a lexicon knows nothing about and spells as is: most of them, so it is shared. */
const NOTHING: Entry<never> = { key: undefined, single: undefined, seconds: undefined };

/** Each lexicon's index into StemKey.lookups. */
let lexicons = 0;

export class StemLexicon<T> {
  private readonly singles = new Map<string, T>();
  private readonly pairs = new Map<string, Map<string, T>>();
  private readonly slot = lexicons++;

  /**
   * Keys are a stem, or two stems joined by one space; a later entry for the same key replaces an earlier one.
   * `spell` maps a text's stem to the form the keys use (say, every figure to "#").
   */
  constructor(
    entries: Iterable<readonly [string, T]>,
    private readonly spell: (stem: string) => string = (stem) => stem,
  ) {
    for (const [key, value] of entries) {
      const space = key.indexOf(' ');
      if (space < 0) {
        this.singles.set(key, value);
        continue;
      }
      const first = key.slice(0, space);
      const second = key.slice(space + 1);
      if (second.includes(' ')) throw new Error(`a lexicon entry is one stem or two: "${key}"`);
      let seconds = this.pairs.get(first);
      if (seconds === undefined) {
        seconds = new Map();
        this.pairs.set(first, seconds);
      }
      seconds.set(second, value);
    }
  }

  single(stem: StemKey): T | undefined {
    return this.entry(stem).single;
  }

  pair(first: StemKey, second: StemKey): T | undefined {
    const seconds = this.entry(first).seconds;
    return seconds === undefined ? undefined : seconds.get(this.entry(second).key ?? second.stem);
  }

  private entry(stem: StemKey): Entry<T> {
    const known = stem.lookups[this.slot] as Entry<T> | undefined;
    if (known !== undefined) return known;
    const key = this.spell(stem.stem);
    const single = this.singles.get(key);
    const seconds = this.pairs.get(key);
    const entry =
      single === undefined && seconds === undefined && key === stem.stem
        ? NOTHING
        : { key: key === stem.stem ? undefined : key, single, seconds };
    stem.lookups[this.slot] = entry;
    return entry;
  }
}
