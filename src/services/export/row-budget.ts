// The per-row budget of a bulk export (docs/decisions.md, "Bulk export"): the request itself is counted once on
// the daily cap, like any other, and that unit pays for the first ROWS_PER_UNIT rows; every further started
// ROWS_PER_UNIT rows costs one more unit of the same daily counter, charged just before they are sent. When the
// cap refuses a unit (or Redis cannot count it: failing closed, as the cap middleware does) the export stops
// after the rows already paid for.
import type { CapState } from '../../access/daily-cap';
import { ApiError, dailyCapExceeded, unavailableRetryLater } from '../../errors';

export const ROWS_PER_UNIT = 1_000;
const COUNTER_RETRY_AFTER_SECONDS = 10;

export interface Allowance {
  /** How many of the rows asked for may be sent (a prefix of them). */
  rows: number;
  /** Why the rest may not: the export ends here. */
  refusal?: ApiError;
}

export class RowBudget {
  /** Rows paid for so far; the request's own unit pays for the first ones. */
  private paid = ROWS_PER_UNIT;
  private sent = 0;

  /** `chargeUnit` counts one unit on the caller's daily counter (DailyCap.consume). */
  constructor(private readonly chargeUnit: () => Promise<CapState>) {}

  async allow(wanted: number): Promise<Allowance> {
    while (this.sent + wanted > this.paid) {
      let state: CapState;
      try {
        state = await this.chargeUnit();
      } catch {
        return this.stop(
          unavailableRetryLater(
            'the request counter is unavailable, so no more rows can be counted; resume with next_cursor shortly',
            COUNTER_RETRY_AFTER_SECONDS,
          ),
        );
      }
      if (!state.allowed) return this.stop(dailyCapExceeded(state.cap, state.resetSeconds));
      this.paid += ROWS_PER_UNIT;
    }
    this.sent += wanted;
    return { rows: wanted };
  }

  private stop(refusal: ApiError): Allowance {
    const rows = this.paid - this.sent;
    this.sent = this.paid;
    return { rows, refusal };
  }
}
