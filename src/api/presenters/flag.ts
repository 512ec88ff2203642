// Wire format of a reader's flag (POST /events/{id}/feedback): what was flagged and why, as stored, and how many
// readers flagged the item now; the words stay out.
import type { Flag } from '../../contract/flag';
import type { FlagOutcome } from '../../feedback/flag-item';

export function presentFlag(outcome: FlagOutcome): Flag {
  return {
    event_id: outcome.eventId,
    item: outcome.item.kind,
    item_id: outcome.item.id,
    reason: outcome.reason,
    comment_shared: outcome.commentShared,
    created_at: new Date(outcome.createdAt).toISOString(),
    updated_at: outcome.updatedAt,
    readers: outcome.readers,
  };
}
