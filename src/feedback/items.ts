// How each item of an event a reader may flag as wrong is addressed, and what each reason means (the kinds
// and their reasons are in src/spec.ts, since the wire shows them; docs/decisions.md, "Reader feedback"). The
// event document gives ledger entries no id of their own and is rewritten at every analysis, so a ledger
// entry is addressed by a hash of its claim text: the same claim keeps its id across re-analyses and
// re-ordering, and a reworded claim is a new item. A framing summary is addressed by its outlet's slug (one
// source row per outlet); the score and the gap are one per event.
import { createHash } from 'node:crypto';
import type { EventRecord } from '../services/event-record';
import type { FeedbackItemKind, FeedbackReason } from '../spec';

/** What each reason means, for the OpenAPI document and the event page's choices. */
export const REASON_TEXT: Record<FeedbackReason, string> = {
  too_high: 'The score is too high: the sides tell it more alike than it says',
  too_low: 'The score is too low: the sides tell it more differently than it says',
  mixed_stories: 'The event mixes different stories, so this cannot be judged',
  not_in_articles: 'The articles do not say this',
  wrong_status: 'It is marked confirmed or disputed wrongly',
  wrong_attribution: 'It is attributed to the wrong source',
  not_a_claim: 'It is not a factual claim, or it is garbled',
  misdescribes_article: "It does not describe what this outlet's article stresses",
  wrong_frame: 'The framing label is wrong',
  unclear: 'It is unclear or garbled',
  other_side_covered: 'The side said to ignore it did cover it',
  too_minor: 'The story is too minor to call a gap',
};

/** Where the words a reader may add stop: a sentence or two, never an essay. */
export const COMMENT_MAX_LENGTH = 500;

/** The item id of the kinds an event has one of. */
export const SINGLE_ITEM_IDS = { score: 'score', gap: 'gap' } as const;

/** A ledger entry's id: `fact_` and 16 hex digits of the SHA-256 of its claim, case and spacing folded. */
export function factId(text: string): string {
  const folded = text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
  return `fact_${createHash('sha256').update(folded).digest('hex').slice(0, 16)}`;
}

/** A flaggable item found in the event, with what the flag keeps of it for the labelled data. */
export interface ResolvedItem {
  kind: FeedbackItemKind;
  id: string;
  /** The claim or framing summary as the reader saw it; absent for the score and the gap. */
  text?: string;
}

/** The item `kind`/`id` names in this event, or undefined when the event has no such item. */
export function resolveItem(
  event: EventRecord,
  kind: FeedbackItemKind,
  id: string | undefined,
): ResolvedItem | undefined {
  switch (kind) {
    case 'score':
      return id === undefined || id === SINGLE_ITEM_IDS.score
        ? { kind, id: SINGLE_ITEM_IDS.score }
        : undefined;
    case 'gap':
      return event.gap && (id === undefined || id === SINGLE_ITEM_IDS.gap)
        ? { kind, id: SINGLE_ITEM_IDS.gap }
        : undefined;
    case 'fact': {
      const fact = (event.facts ?? []).find((f) => factId(f.text) === id);
      return fact && { kind, id: factId(fact.text), text: fact.text };
    }
    case 'framing': {
      const source = (event.sources ?? []).find((s) => s.outlet_slug === id);
      return source && { kind, id: source.outlet_slug, text: source.framing_summary };
    }
  }
}
