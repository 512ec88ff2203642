// Number, date and slug formatting for the demo corpus. Hand-written rather than Intl-based so the
// output never depends on the ICU data or locale of the machine that generates it.

/** 12400 -> "12,400". */
export function thousands(n: number): string {
  const s = String(Math.round(Math.abs(n)));
  const grouped = s.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** A head count as news copy writes it: 12,400 or, from a million up, "2.4 million". */
export function count(n: number): string {
  return n >= 1_000_000 ? `${decimal(n / 1_000_000)} million` : thousands(n);
}

/** Rounds to a "newsworthy" precision: 12,437 -> 12,400; 387 -> 390. */
export function roundish(n: number): number {
  if (n < 100) return Math.round(n);
  const step = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / step) * step;
}

/** A dollar amount given in millions: 0.25 -> "$250,000", 850 -> "$850 million", 4200 -> "$4.2 billion". */
export function money(millions: number): string {
  if (millions >= 1_000_000) return `$${trimZero((millions / 1_000_000).toFixed(1))} trillion`;
  if (millions < 1) return `$${thousands(roundish(millions * 1_000_000))}`;
  if (millions >= 1000) {
    const b = millions / 1000;
    return `$${b >= 100 ? Math.round(b) : trimZero(b.toFixed(1))} billion`;
  }
  return `$${Math.round(millions)} million`;
}

/** A price with cents: 0.6 -> "$0.60". */
export function dollars(n: number): string {
  return `$${n.toFixed(2)}`;
}

/** Fixed decimals without a trailing ".0": 3.0 -> "3", 3.25 -> "3.25". */
export function decimal(n: number, digits = 1): string {
  return trimZero(n.toFixed(digits));
}

function trimZero(s: string): string {
  return s.includes('.') ? s.replace(/\.?0+$/, '') : s;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** English month name of a UTC month index (0-11), wrapping negatives: -1 -> "December". */
export function monthName(index: number): string {
  return MONTHS[((index % 12) + 12) % 12];
}

/** ISO 8601 with whole seconds ("2025-03-04T05:06:07Z") and the URL date path ("2025/03/04"), in UTC. */
export function timestamps(ms: number): { iso: string; path: string } {
  const iso = new Date(ms).toISOString();
  return { iso: iso.slice(0, 19) + 'Z', path: `${iso.slice(0, 4)}/${iso.slice(5, 7)}/${iso.slice(8, 10)}` };
}

/** URL slug from a headline: lowercase ASCII words joined by dashes, at most eight words. */
export function slugify(text: string): string {
  // One pass over the characters: this runs for every article.
  let out = '';
  let words = 0;
  let gap = false;
  for (let i = 0; i < text.length && words <= 8; i++) {
    const c = text.charCodeAt(i) | 0x20; // ASCII lowercase; digits are unchanged by the bit
    const alnum = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (alnum) {
      if (gap || out.length === 0) {
        words++;
        if (words > 8) break;
        if (out.length > 0) out += '-';
      }
      out += String.fromCharCode(c);
      gap = false;
    } else if (text.charCodeAt(i) !== 36) gap = true; // "$" joins a cashtag to its word
  }
  return out;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
]);

/** Headline title case ("Senate Passes Rail Bill in 52-48 Vote"), leaving tickers and numbers alone. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}

/** Upper-cases the first character, for sentences and headlines that begin with a lexicon word. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
