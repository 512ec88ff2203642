// How the explorer writes times and numbers for a reader: dates in UTC with the zone named (the data is stored
// in UTC and a server-rendered page cannot know the reader's zone), scores out of 100, shares as percentages.
import { timeAgo } from '../../api/presenters/time-ago';
import type { Category } from '../../spec';
import { html, type SafeHtml } from '../html';

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** A <time> element: the date and time in words, the instant in its datetime attribute. */
export function timeElement(iso: string, withAge = false): SafeHtml {
  const at = new Date(iso);
  return html`<time datetime="${at.toISOString()}">${DATE_TIME.format(at)} UTC</time>${
      withAge ? ` (${timeAgo(at)})` : ''
    }`;
}

export function dateText(at: Date): string {
  return DATE.format(at);
}

/** A 0..1 share as a whole percentage; a dash when it was not measured. */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '–' : `${Math.round(share * 100)}%`;
}

/** A signed sentiment (-1..1) in words a reader can scan, with the number. */
export function sentimentText(value: number | null): string {
  // Unknown tone (the subject not mentioned, or nothing around it judged) is said so, never shown as neutral.
  if (value === null) return 'unknown';
  const tone = value > 0.15 ? 'positive' : value < -0.15 ? 'negative' : 'neutral';
  return `${tone} (${value > 0 ? '+' : ''}${value.toFixed(2)})`;
}

const CATEGORY_LABELS: Record<Category, string> = {
  war: 'War',
  economy: 'Economy',
  politics: 'Politics',
  ai: 'AI',
  health: 'Health',
  other: 'Other',
};

export function categoryLabel(category: Category): string {
  return CATEGORY_LABELS[category];
}
