// How often the wire-copy rule (src/analyze/wire-copies.ts) calls independently written articles copies, and how
// many partial copies it finds (docs/divergence.md, Wire copies). Negatives: every pair of different outlets'
// articles about one event in the AllSides roundups and in BASIL (each written by its own newsroom), and pairs of
// different events. Positives are built in memory from the roundups, never written out: an article's lead cut to
// its first sentences under another outlet's headline, with a dateline and byline before it, with a sentence of
// another outlet's lead after it, and all of these at once. Each text is headline and lead as ingest stores it.
// The rule of main before this work (Jaccard >= 0.5, nothing stripped) runs beside it, read from git.
//
//   npx tsx scripts/eval-wire-copies.ts ../shared/data [--baseline <commit>]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as current from '../src/analyze/wire-copies';
import { stripCredits } from '../src/analyze/wire-credits';
import { loadBasil } from './lib/gold-basil';
import { loadRoundups, type RoundupArticle } from './lib/gold-roundups';
import { seededRandom } from './lib/seeded-random';

const dataDir = process.argv[2];
if (!dataDir || dataDir.startsWith('--')) {
  console.error('usage: npx tsx scripts/eval-wire-copies.ts <data dir> [--baseline <commit>]');
  process.exit(2);
}
const flag = process.argv.indexOf('--baseline');
const baselineCommit = flag >= 0 ? process.argv[flag + 1] : '55d1819';

type Rule = Pick<typeof current, 'shingles' | 'wireOrigins'>;

/** wire-copies.ts of another commit: one file with no imports of its own then, so it is loaded alone. */
async function ruleAt(commit: string): Promise<Rule> {
  const dir = mkdtempSync(join(tmpdir(), 'parallax-wire-'));
  const file = join(dir, 'wire-copies.ts');
  writeFileSync(file, execFileSync('git', ['show', `${commit}:src/analyze/wire-copies.ts`]));
  const rule = (await import(file)) as Rule;
  rmSync(dir, { recursive: true });
  return rule;
}

interface Text {
  title: string;
  lead: string;
}

/** What the service shingles: headline and lead, as article-profile.ts joins them. */
const joined = (t: Text) => (t.lead ? `${t.title}. ${t.lead}` : t.title);

/** Each text's shingles under each rule, computed once: the different-event pairs number 170,000. */
const shingled = new Map<Rule, WeakMap<Text, Set<number>>>();
function shinglesOf(rule: Rule, text: Text): Set<number> {
  const cache = shingled.get(rule) ?? new WeakMap<Text, Set<number>>();
  shingled.set(rule, cache);
  const known = cache.get(text) ?? rule.shingles(joined(text));
  cache.set(text, known);
  return known;
}

/** Whether a rule puts two texts in one group, asked as perspectives.ts asks it. */
function copies(rule: Rule, a: Text, b: Text): boolean {
  const origins = rule.wireOrigins([
    {
      outlet_slug: 'a',
      bias_position: 50,
      published_at: '2026-01-01T10:00:00Z',
      shingles: shinglesOf(rule, a),
    },
    {
      outlet_slug: 'b',
      bias_position: 50,
      published_at: '2026-01-01T11:00:00Z',
      shingles: shinglesOf(rule, b),
    },
  ]);
  return origins.get('a') === origins.get('b');
}

interface Overlap {
  shared: number;
  containment: number;
  jaccard: number;
}

const overlap = (a: Text, b: Text): Overlap => {
  const [x, y] = [shinglesOf(current, a), shinglesOf(current, b)];
  const containment = current.containment(x, y);
  return {
    shared: Math.round(containment * Math.min(x.size, y.size)),
    containment,
    jaccard: current.jaccard(x, y),
  };
};

/** Sentences of a lead; a title or initial before a name ("Sen.", "Gov.", "W.") ends none. */
const sentences = (text: string) =>
  text
    .split(
      /(?<!\b(?:[A-Z]|Sen|Gov|Rep|Gen|Lt|Col|Dr|Mr|Mrs|Ms|St|Jr|Sr|Sept?|Oct|Nov|Dec|Jan|Feb|Aug|Inc|Co|Corp|No|U\.S)\.)(?<=[.!?]["”’]?)\s+(?=["“‘]?[A-Z0-9])/u,
    )
    .filter((t) => t.trim());

const DATELINES = [
  'WASHINGTON (AP) — ',
  'NEW YORK, Nov 3 (Reuters) - ',
  'Washington (CNN) — ',
  'LOS ANGELES — ',
  'KYIV, Ukraine (AP) — ',
  'LONDON, 3 November (Reuters) - ',
];
const BYLINES = [
  'By Jane Doe, Associated Press\n',
  'By John Roe | Reuters\n',
  'By MARY SMITH and PETER JONES Associated Press ',
  'Alex Brown | Reuters\n',
  'By Chris Green, The Associated Press\n',
];

type Variant = 'cut' | 'dateline + byline' | 'own sentence added' | 'all three';
const VARIANTS: Variant[] = ['cut', 'dateline + byline', 'own sentence added', 'all three'];

/** A partial copy of `wire` printed by `other`'s outlet: its headline, the wire lead's first `keep` sentences. */
function partialCopy(wire: Text, other: Text, keep: number, variant: Variant, random: () => number): Text {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  const lead = sentences(wire.lead).slice(0, keep).join(' ');
  const credit = variant === 'dateline + byline' || variant === 'all three';
  const added = variant === 'own sentence added' || variant === 'all three';
  const own = added ? `\n${sentences(other.lead)[0] ?? ''}` : '';
  return { title: other.title, lead: `${credit ? pick(BYLINES) + pick(DATELINES) : ''}${lead}${own}` };
}

const r3 = (x: number) => Math.round(x * 1000) / 1000;
const max = (values: number[]) => r3(values.reduce((m, v) => Math.max(m, v), 0));

interface Pair {
  a: Text;
  b: Text;
}

interface Copy extends Pair {
  keep: number;
  variant: Variant;
  /** The wire text's event, for the copy to be grouped among all its outlets, and the outlet that prints it. */
  event: Text[];
  other: Text;
}

function negatives(name: string, pairs: Pair[], rules: [string, Rule][]) {
  const values = pairs.map(({ a, b }) => overlap(a, b));
  const sorted = values.map((v) => v.containment).sort((x, y) => y - x);
  return {
    set: name,
    pairs: pairs.length,
    ...Object.fromEntries(
      rules.map(([label, rule]) => [
        `flagged (${label})`,
        pairs.filter(({ a, b }) => copies(rule, a, b)).length,
      ]),
    ),
    max_containment: r3(sorted[0]),
    next_containment: r3(sorted[1]),
    max_shared: max(values.map((v) => v.shared)),
    max_jaccard: max(values.map((v) => v.jaccard)),
  };
}

/** Whether the copy, in place of its outlet's own article, is grouped with its wire text and no other outlet. */
function groupedRight(copy: Copy): boolean {
  const members = copy.event.map((m) => (m === copy.other ? copy.a : m));
  const origins = current.wireOrigins(
    members.map((m, i) => ({
      outlet_slug: String(i),
      bias_position: 50,
      published_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString(),
      shingles: shinglesOf(current, m),
    })),
  );
  const copySlug = String(copy.event.indexOf(copy.other));
  const grouped = [...origins].filter(([, origin]) => origin === origins.get(copySlug)).map(([slug]) => slug);
  return grouped.length === 2 && grouped.includes(String(copy.event.indexOf(copy.b)));
}

function positives(built: Copy[], rules: [string, Rule][]) {
  return [1, 2, 3].flatMap((keep) =>
    VARIANTS.map((variant) => {
      const set = built.filter((c) => c.keep === keep && c.variant === variant);
      const containments = set.map((c) => overlap(c.a, c.b).containment).sort((x, y) => x - y);
      const share = (test: (c: Copy) => boolean) => r3(set.filter(test).length / set.length);
      return {
        sentences: keep,
        variant,
        copies: set.length,
        ...Object.fromEntries(
          rules.map(([label, rule]) => [`recall (${label})`, share((c) => copies(rule, c.a, c.b))]),
        ),
        'grouped right in event': share(groupedRight),
        min_containment: r3(containments[0]),
        p10_containment: r3(containments[Math.floor(set.length * 0.1)]),
      };
    }),
  );
}

/**
 * The containment rule at other thresholds, beside the chosen one: copies flagged among the independently written
 * pairs, and recall on the partial copies (Jaccard >= COPY_JACCARD stays in every row).
 */
function sweep(independent: Overlap[], built: { keep: number; overlap: Overlap }[]) {
  const rows = [];
  for (const minShared of [5, 10, 15, 20])
    for (const threshold of [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7]) {
      const flags = (o: Overlap) =>
        o.jaccard >= current.COPY_JACCARD || (o.shared >= minShared && o.containment >= threshold);
      const recall = (keep: number) => {
        const set = built.filter((c) => c.keep === keep);
        return r3(set.filter((c) => flags(c.overlap)).length / set.length);
      };
      rows.push({
        min_shared: minShared,
        containment: threshold,
        chosen: minShared === current.MIN_SHARED && threshold === current.COPY_CONTAINMENT ? '*' : '',
        'independent flagged': independent.filter(flags).length,
        'recall, 1 sentence': recall(1),
        'recall, 2 sentences': recall(2),
        'recall, 3 sentences': recall(3),
      });
    }
  return rows;
}

async function main() {
  const rules: [string, Rule][] = [
    ['this tree', current],
    [`baseline ${baselineCommit}`, await ruleAt(baselineCommit)],
  ];
  const roundups = loadRoundups(dataDir);
  const basil = loadBasil(dataDir);
  const asText = (a: RoundupArticle | { title: string; lead: string }): Text => ({
    title: a.title,
    lead: a.lead,
  });

  const sameEvent = (groups: Text[][]) =>
    groups.flatMap((g) => g.flatMap((a, i) => g.slice(i + 1).map((b) => ({ a, b }))));
  const otherEvent = (groups: Text[][]) =>
    groups.flatMap((g, i) => groups.slice(i + 1).flatMap((h) => g.flatMap((a) => h.map((b) => ({ a, b })))));
  const roundupGroups = roundups.map((e) => e.articles.map(asText));
  const basilGroups = basil.map((t) => t.articles.map(asText));
  const independent = {
    'roundups, same event': sameEvent(roundupGroups),
    'roundups, different events': otherEvent(roundupGroups),
    'BASIL, same event': sameEvent(basilGroups),
    'BASIL, different events': otherEvent(basilGroups),
  };
  // Whatever is stripped from real text is read by hand when the patterns change: all of it should be credits.
  const realTexts = [...roundupGroups, ...basilGroups].flat().map(joined);
  const stripped = realTexts.filter((t) => stripCredits(t) !== t).length;
  console.log(
    `Real headlines and leads with a dateline or byline stripped: ${stripped} of ${realTexts.length}`,
  );
  console.log('Independently written pairs (copies flagged should be 0; the baseline only on one event):');
  console.table(
    Object.entries(independent).map(([name, pairs]) =>
      negatives(name, pairs, name.includes('same') ? rules : rules.slice(0, 1)),
    ),
  );

  // Positives: each roundup article as the wire text, each other outlet of its event as the one that copies it.
  const random = seededRandom(22);
  const built: Copy[] = [];
  for (const keep of [1, 2, 3])
    for (const variant of VARIANTS)
      for (const event of roundupGroups)
        for (const wire of event.filter((a) => sentences(a.lead).length >= keep))
          for (const other of event.filter((a) => a !== wire))
            built.push({
              a: partialCopy(wire, other, keep, variant, random),
              b: wire,
              keep,
              variant,
              event,
              other,
            });
  console.log('Partial copies built from the roundups, never written out (recall should be near 1):');
  console.table(positives(built, rules));

  console.log('The containment threshold (the chosen one starred):');
  console.table(
    sweep(
      Object.values(independent).flatMap((pairs) => pairs.map(({ a, b }) => overlap(a, b))),
      built.map((c) => ({ keep: c.keep, overlap: overlap(c.a, c.b) })),
    ),
  );
}

void main();
