// Which stems may never carry partisan weight (scripts/train-partisan-terms.ts): outlet names, domains, URL
// fragments and house-style labels. A model trained on outlet-labelled headlines otherwise learns who wrote a
// headline ("nyt", "wapo", "newsmax", "www") instead of how it is worded, which tells nothing about an outlet it
// has not seen and nothing about a story told without the outlet's own label.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentStems } from '../../src/analyze/claims';

/**
 * Section, format and byline labels outlets put in headlines and leads ("Opinion |", "WATCH:", "LIVE UPDATES",
 * "5 takeaways"): they tell the outlet's format, not its side.
 */
const HOUSE_STYLE = [
  'opinion',
  'op-ed',
  'oped',
  'editorial',
  'column',
  'columnist',
  'commentary',
  'analysis',
  'video',
  'videos',
  'watch',
  'live',
  'update',
  'updates',
  'exclusive',
  'breaking',
  'podcast',
  'listen',
  'photo',
  'photos',
  'gallery',
  'slideshow',
  'newsletter',
  'subscribe',
  'transcript',
  'quiz',
  'recap',
  'takeaway',
  'takeaways',
  'explainer',
  'byline',
  'staff',
  'writer',
  'contributor',
  'correspondent',
  'editor',
  'editors',
];

/** Pieces of addresses a headline or lead can carry when a feed leaves a link or a source line in it. */
const URL_PIECES = /^(https?|www\d*|com|org|net|gov|edu|co|uk|io|html?|php|aspx?|amp|utm|rss|cdn|index)$/;

/** A stem that cannot be a word of running text: it keeps a dot, slash, colon, @ or digit from an address. */
export function isUrlish(stem: string): boolean {
  return URL_PIECES.test(stem) || /[./:@\d_]/.test(stem);
}

interface CatalogueOutlet {
  slug: string;
  name: string;
  short_name?: string;
  aliases?: string[];
  domains?: string[];
  homepage?: string;
}

/** The words of a domain or address ("www.nytimes.com" → www, nytimes, com), each also stemmed. */
function domainWords(domain: string): string[] {
  const labels = domain
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .split(/[./-]/)
    .filter(Boolean);
  return [...labels, ...labels.flatMap((label) => contentStems(label))];
}

/**
 * Every stem an outlet's name, short name, aliases, slug or domains yield, from the project's catalogue and from
 * the outlet names a training or measurement set spells its own way ("New York Times - News", "www.npr.org").
 * Generic words in names ("new", "post", "daily") are banned with them: what they lose is small beside letting a
 * masthead stand in for a side.
 */
export function outletStems(extraNames: Iterable<string>): Set<string> {
  const catalogue = JSON.parse(readFileSync(join(__dirname, '../../src/outlets/outlets.json'), 'utf8')) as {
    outlets: CatalogueOutlet[];
  };
  const banned = new Set<string>();
  const addName = (name: string) => {
    for (const stem of contentStems(name)) banned.add(stem);
    for (const word of name.toLowerCase().split(/[^a-z']+/)) if (word) banned.add(word);
  };
  for (const outlet of catalogue.outlets) {
    for (const name of [outlet.name, outlet.short_name ?? '', ...(outlet.aliases ?? [])]) addName(name);
    addName(outlet.slug.replace(/-/g, ' '));
    for (const domain of [...(outlet.domains ?? []), outlet.homepage ?? ''])
      for (const word of domainWords(domain)) banned.add(word);
  }
  for (const name of extraNames) {
    // AllSides files unaffiliated pieces under "Guest Writer - Left" and its own under "AllSides Staff": no
    // masthead, and "left"/"right" there are AllSides' labels, not words a headline is told by.
    if (/^(guest writer|allsides)\b/i.test(name)) continue;
    if (/\./.test(name)) for (const word of domainWords(name)) banned.add(word);
    else addName(name);
  }
  return banned;
}

/** The test a stem must pass to carry weight: not an outlet's word, not a piece of an address, not a label. */
export function termFilter(extraOutletNames: Iterable<string>): (stem: string) => boolean {
  const banned = outletStems(extraOutletNames);
  for (const label of HOUSE_STYLE) {
    banned.add(label);
    for (const stem of contentStems(label)) banned.add(stem);
  }
  return (stem) => !banned.has(stem) && !isUrlish(stem);
}
