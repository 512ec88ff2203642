// What clustering compares of an article (computed by src/cluster/features.ts), stored on the article's document
// (`cluster_features`) so the clusterer can re-check where the article belongs without analysing it again. The
// term vectors are src/cluster/vector.ts's TermVector: stem -> weight.

export interface ArticleFeatures {
  id: number;
  outlet: string;
  /** Publication time, epoch milliseconds. */
  at: number;
  /** Top terms of title and lead, tf-idf with the title boosted, unit length. */
  terms: Record<string, number>;
  /** Title terms alone, idf-weighted, unit length: headlines name the happening most directly. */
  title: Record<string, number>;
  /** Stems of name-like words (people, places, organisations) and "$ticker" keys, sorted. */
  entities: string[];
  /**
   * Canonical figures ("$1200000000", "84", "3.5%", the tally "68-31") and the weekdays the text names
   * ("tuesday"), sorted. A
   * weekday is a date figure: within the candidate window (+-4 days) each names one date. They share this
   * field with the figures so an event counts them the same way; `isDayKey` tells them apart.
   */
  numbers: string[];
}
