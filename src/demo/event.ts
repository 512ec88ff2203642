// Casts one event from a template: its slots (the template's own plus the shared ones every
// template may use), its lexicon, whether its figure is disputed, and its ground-truth facts.
import { expert } from './names';
import type { Rng } from './prng';
import type { EventTemplate, SideTexts, Slots } from './template';

/** Share of events whose template has a disputed figure that actually show the contradiction. */
const DISPUTE_RATE = 0.4;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface DemoEvent {
  key: string;
  template: EventTemplate;
  slots: Slots;
  words: Readonly<Record<string, SideTexts>>;
  tickers: readonly string[];
  /** The template's disputed figure is switched on for this event (whether it shows depends on coverage). */
  disputed: boolean;
  facts: Readonly<Record<string, string>>;
  unique?: string;
}

export function castEvent(r: Rng, index: number, template: EventTemplate, startMs: number): DemoEvent {
  const at = new Date(startMs);
  const cast = template.build(r, at);
  // Shared slots: `{expert}` for neutral commentary, `{weekday}` for "on Tuesday" in leads.
  const slots: Slots = { expert: expert(r), weekday: WEEKDAYS[at.getUTCDay()], ...cast.slots };
  const facts: Record<string, string> = {};
  for (const name of template.truth) {
    const value = slots[name];
    facts[name] = typeof value === 'string' ? value : value[0];
  }
  return {
    key: `${template.key}#${index}`,
    template,
    slots,
    words: { ...template.words, ...cast.words },
    tickers: cast.tickers ?? [],
    disputed: template.dispute !== undefined && r.chance(DISPUTE_RATE),
    facts,
    unique: cast.unique,
  };
}
