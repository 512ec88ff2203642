// A stored flag as one line of labelled data for the evaluation scripts (docs/divergence.md, "Readers' flags"):
// which event and item, the verdict (always `wrong`: a reader can only flag) and reason, what the item said when it
// was flagged, and when. Never the reader; the words only when the reader allowed sharing them.
import type { StoredFlag } from './flags';

export interface FlagLabel {
  event_id: number;
  item_kind: StoredFlag['item_kind'];
  item_id: string;
  verdict: 'wrong';
  reason: StoredFlag['reason'];
  /** The claim or framing summary flagged; null for the score and the gap. */
  item_text: string | null;
  /** The score and method version a score flag judged; null for other items. */
  score: number | null;
  method_version: number | null;
  flagged_at: string;
  /** The reader's words when they allowed sharing them; otherwise null. */
  comment: string | null;
}

export function flagLabel(flag: StoredFlag): FlagLabel {
  return {
    event_id: flag.event_id,
    item_kind: flag.item_kind,
    item_id: flag.item_id,
    verdict: 'wrong',
    reason: flag.reason,
    item_text: flag.item_text ?? null,
    score: flag.score ?? null,
    method_version: flag.method_version ?? null,
    flagged_at: flag.updated_at,
    comment: flag.share_comment ? (flag.comment ?? null) : null,
  };
}
