// A text cut into sentences, as the ledger, the speaker names, the mentions and the framing summaries read it:
// below all four, so none of them imports another for it.
/** Sentence ends, except after an initial or a common abbreviation ("U.S.", "Sen.", "Nov."). */
const SENTENCE_END =
  /(?<!\b(?:[A-Z]|Mr|Mrs|Ms|Dr|Sen|Rep|Gov|Gen|St|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|No|vs))[.!?]+["”’]?\s+(?=["“‘A-Z0-9])/u;

/** The text's sentences, trimmed, in order. */
export function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}
