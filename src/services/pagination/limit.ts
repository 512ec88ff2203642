// Page sizes of cursor-paginated lists: default 25, clamped to 1-100, never rejected (SPEC §4 Pagination rule 2).
import { PAGE } from '../../spec';

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined) return PAGE.defaultLimit;
  return Math.min(PAGE.maxLimit, Math.max(1, Math.trunc(limit)));
}
