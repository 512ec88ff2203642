// Fills template text: `{slot}`, `{~word}` and `{a|b}` placeholders (see template.ts). Each distinct
// text is parsed once and cached, since 100,000 articles reuse a few hundred texts.
import type { Rng } from './prng';
import type { Slots } from './template';

/**
 * A placeholder right after the article "a"/"A" carries that article, so it can become "an" when the
 * value drawn starts with a vowel sound ("an activist judge", "an 8% rise", "an 11-year study"); one
 * right before "'s" is possessive, so "Fairbanks" becomes "Fairbanks'" rather than "Fairbanks's".
 */
type Placeholder = ({ slot: string } | { word: string } | { options: readonly string[] }) & {
  article?: string;
  possessive?: boolean;
};
type Part = string | Placeholder;

/** Inputs of one fill: the event's slots and the lexicon already resolved to the outlet's side. */
export interface FillContext {
  r: Rng;
  slots: Slots;
  words: Readonly<Record<string, readonly string[]>>;
}

const parsed = new Map<string, readonly Part[]>();

function parse(text: string): readonly Part[] {
  const parts: Part[] = [];
  let last = 0;
  let previous: Placeholder | undefined;
  for (const m of text.matchAll(/\{([^{}]*)\}/g)) {
    let literal = text.slice(last, m.index);
    if (previous && literal.startsWith("'s")) {
      previous.possessive = true;
      literal = literal.slice(2);
    }
    const inner = m[1];
    const part: Placeholder = inner.includes('|')
      ? { options: inner.split('|') }
      : inner.startsWith('~')
        ? { word: inner.slice(1) }
        : { slot: inner };
    const article = /(?:^|[^A-Za-z])([Aa]) $/.exec(literal);
    if (article) {
      part.article = article[1];
      literal = literal.slice(0, -2);
    }
    if (literal) parts.push(literal);
    parts.push(part);
    previous = part;
    last = m.index + m[0].length;
  }
  let tail = text.slice(last);
  if (previous && tail.startsWith("'s")) {
    previous.possessive = true;
    tail = tail.slice(2);
  }
  if (tail) parts.push(tail);
  return parts;
}

/** True when English puts "an" before the value: a vowel letter (not "one", "euro"), 8, 11 or 18, after any "$". */
function takesAn(text: string): boolean {
  const value = text.startsWith('$') ? text.slice(1) : text;
  if (/^(8|1[18](?!\d))/.test(value)) return true; // "8%", "$80", "11-year", "18,000"
  return /^[aeio]/i.test(value) && !/^(one\b|one-|euro)/i.test(value);
}

function valueOf(part: Placeholder, ctx: FillContext, text: string): string {
  if ('options' in part) return ctx.r.pick(part.options);
  if ('word' in part) {
    const choices = ctx.words[part.word];
    if (!choices) throw new Error(`demo template: unknown word ~${part.word} in "${text}"`);
    return ctx.r.pick(choices);
  }
  const value = ctx.slots[part.slot];
  if (value === undefined) throw new Error(`demo template: unknown slot ${part.slot} in "${text}"`);
  return typeof value === 'string' ? value : ctx.r.pick(value);
}

/** Renders `text`; throws on an unknown slot or word, which is a template bug. */
export function fill(text: string, ctx: FillContext): string {
  let parts = parsed.get(text);
  if (!parts) {
    parts = parse(text);
    parsed.set(text, parts);
  }
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    const value = valueOf(part, ctx, text);
    if (part.article) out += takesAn(value) ? `${part.article}n ` : `${part.article} `;
    out += value;
    if (part.possessive) out += value.endsWith('s') ? "'" : "'s";
  }
  return out;
}
