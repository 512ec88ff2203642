// Timestamps as parameters, and the `since` / `until` pair of the event lists (SPEC §4 Events): ISO 8601 with a
// time zone on the wire; REST also reads the shorter ISO forms (src/api/query-validation.ts).
import { z } from 'zod';

export const timestamp = z.iso.datetime({ offset: true });

export const since = timestamp
  .optional()
  .describe(
    "ISO 8601 timestamp: only events first seen at or after it (the event's internal `first_seen_at`). Lists hold only events inside the caller's lookback; a `since` before it is a 401 `archive_token_required`.",
  );

export const until = timestamp
  .optional()
  .describe(
    "ISO 8601 timestamp: only events first seen at or before it. `since` after `until` is a 400 `invalid_parameter`; an `until` before the caller's lookback is a 401 `archive_token_required`.",
  );

export const TIME_PARAMETERS = { since, until };
