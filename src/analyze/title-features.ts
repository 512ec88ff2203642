// The shape representative.ts picks an event's title and summary by, computed once per article at ingest and
// carried with it (category.ts's EventArticle holds it): a file of its own so the article shape and the picker
// both name it without importing each other.
/** What the title and summary are picked by, from one member's headline and lead (computed once per article). */
export interface TitleFeatures {
  /** Headline without genre label and outlet suffix. */
  headline: string;
  /** The headline carried a genre label ("OPINION:", "BREAKING:"). */
  labelled: boolean;
  /** Content stems of the headline. */
  title: Set<string>;
  /** Content stems of the lead's opening. */
  leadStems: Set<string>;
  /** Content stems of headline and lead together: what the other members are compared against. */
  whole: Set<string>;
  /** Fraction of the headline's score kept after its style penalties (0 = all lost). */
  neutrality: number;
}
