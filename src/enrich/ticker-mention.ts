// One mention of a symbol in a text: what notation and name matching find, and what corroboration and ranking read.

type Kind = 'notation' | 'bare' | 'name' | 'ambiguous';

export interface Mention {
  symbol: string;
  segment: number;
  position: number;
  /** Surface form, for the "second distinct mention" rule. */
  form: string;
  kind: Kind;
}
