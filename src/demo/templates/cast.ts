// Slot helpers shared by the market templates: how a listed company is cast into an event.
import { mentions, type Company } from '../companies';
import type { Slots } from '../template';

/**
 * Slots for one company under a prefix: `{co}` varies the mention (name, formal name, exchange
 * form, cashtag), `{co_name}` is the common name headlines use, `{co_tag}` the cashtag.
 */
export function companySlots(c: Company, prefix: string): Slots {
  return {
    [prefix]: mentions(c),
    [`${prefix}_name`]: c.name,
    [`${prefix}_tag`]: `$${c.ticker}`,
  };
}

/** Calendar quarter reported at `at`: the one before the current quarter, e.g. "second quarter". */
export function reportedQuarter(at: Date): string {
  const q = (Math.floor(at.getUTCMonth() / 3) + 3) % 4;
  return ['first', 'second', 'third', 'fourth'][q] + ' quarter';
}
