// Measures framing on real articles labelled by reading (scripts/gold/frame-labels.json: AllSides roundup rows of
// shared/data, each with its primary frame among the fifteen Media Frames Corpus dimensions; ids only, no text).
// Usage: npx tsx scripts/eval-frames.ts <data-dir> [--tune-grid] [--errors]
// Per split (scripts/lib/gold-split.ts; tune on `tune` only): primary-frame accuracy and macro-F1 of the article
// read alone (detectFraming) and of its angle within the event (frame-angles.ts), beside the majority class of the
// tune labels, with 95% intervals from resampling events. Then the left-right contrast against the labels: the AUC
// of frameContrast for telling events whose left and right outlets were labelled with different frames from the
// rest, beside the old 0-or-1 switch (the two sides' detectFraming labels differ). --tune-grid sweeps the angle's
// discount and the centroid prior on the tune part; --errors prints tune misses (row ids and frames only).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CUED_FRAMES, detectFraming, frameEvidence } from '../src/enrich/framing';
import { eventFrames, frameContrast, type OutletFrames } from '../src/analyze/frame-angles';
import { roundupRows } from './lib/gold-roundups';
import { goldPart, type GoldPart } from './lib/gold-split';
import { seededRandom } from './lib/seeded-random';

interface Label {
  event_id: number;
  row: number;
  frame: string;
}
interface Item {
  event: number;
  part: GoldPart;
  gold: string;
  alone: string;
  angle: string;
}

const RESAMPLES = 2000;

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: npx tsx scripts/eval-frames.ts <data-dir> [--tune-grid] [--errors]');
const rows = roundupRows(dataDir);
const labels: Label[] = JSON.parse(
  readFileSync(join(__dirname, 'gold/frame-labels.json'), 'utf8'),
) as Label[];
const evidence = rows.map((r) => frameEvidence(r.title, r.body));
const byEvent = new Map<number, number[]>();
rows.forEach((r, i) => byEvent.set(r.event_id, [...(byEvent.get(r.event_id) ?? []), i]));

/** Every row of an event read as its own outlet (the roundups give one article per outlet). */
function framesOf(event: number, options?: { prior?: number; discount?: number }): Map<number, OutletFrames> {
  const members = byEvent.get(event)!;
  const frames = eventFrames(
    members.map((i) => ({ outlet_slug: String(i), side: rows[i].side, evidence: [evidence[i]] })),
    options,
  );
  return new Map(frames.map((f) => [Number(f.outlet_slug), f]));
}

const slug = (index: number) => (index < 0 ? 'other' : CUED_FRAMES[index]);

function items(options?: { prior?: number; discount?: number }): Item[] {
  const frames = new Map<number, Map<number, OutletFrames>>();
  return labels.map((l) => {
    if (!frames.has(l.event_id)) frames.set(l.event_id, framesOf(l.event_id, options));
    const r = rows[l.row];
    return {
      event: l.event_id,
      part: goldPart('allsides', l.event_id),
      gold: l.frame,
      alone: detectFraming(r.title, r.body).framing,
      angle: slug(frames.get(l.event_id)!.get(l.row)!.angle),
    };
  });
}

function accuracy(list: Item[], pick: (x: Item) => string): number {
  return list.filter((x) => pick(x) === x.gold).length / list.length;
}

/** Mean F1 over the frames the labels use. */
function macroF1(list: Item[], pick: (x: Item) => string): number {
  const classes = [...new Set(list.map((x) => x.gold))];
  const f1s = classes.map((c) => {
    const tp = list.filter((x) => x.gold === c && pick(x) === c).length;
    const fp = list.filter((x) => x.gold !== c && pick(x) === c).length;
    const fn = list.filter((x) => x.gold === c && pick(x) !== c).length;
    return tp ? (2 * tp) / (2 * tp + fp + fn) : 0;
  });
  return f1s.reduce((a, b) => a + b, 0) / classes.length;
}

/** The statistic and its 95% interval, resampling whole events (an event's outlets are not independent). */
function interval<T extends { event: number }>(
  list: T[],
  stat: (sample: T[]) => number,
  seed: number,
): string {
  const events = [...new Set(list.map((x) => x.event))];
  const of = new Map(events.map((e) => [e, list.filter((x) => x.event === e)]));
  const random = seededRandom(seed);
  const values: number[] = [];
  for (let k = 0; k < RESAMPLES; k += 1) {
    const sample = events.flatMap(() => of.get(events[Math.floor(random() * events.length)])!);
    const value = stat(sample);
    if (Number.isFinite(value)) values.push(value);
  }
  values.sort((a, b) => a - b);
  const q = (p: number) => values[Math.min(values.length - 1, Math.floor(p * values.length))];
  return `${stat(list).toFixed(3)} [${q(0.025).toFixed(3)}, ${q(0.975).toFixed(3)}]`;
}

/** Area under the ROC curve of `score` for telling `positive` items from the rest (ties count half). */
function auc<T>(list: T[], score: (x: T) => number, positive: (x: T) => boolean): number {
  const pos = list.filter(positive).map(score);
  const neg = list.filter((x) => !positive(x)).map(score);
  if (!pos.length || !neg.length) return NaN;
  let wins = 0;
  for (const p of pos) for (const n of neg) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (pos.length * neg.length);
}

function report(all: Item[]): void {
  const tune = all.filter((x) => x.part === 'tune');
  const counts = new Map<string, number>();
  for (const x of tune) counts.set(x.gold, (counts.get(x.gold) ?? 0) + 1);
  const majority = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  console.log(`majority class of the tune labels: ${majority}`);
  const methods: [string, (x: Item) => string][] = [
    ['majority class', () => majority],
    ['article alone (detectFraming)', (x) => x.alone],
    ['angle within the event', (x) => x.angle],
  ];
  for (const part of ['tune', 'holdout'] as const) {
    const list = all.filter((x) => x.part === part);
    console.log(`\n${part}: ${list.length} articles, ${new Set(list.map((x) => x.event)).size} events`);
    for (const [name, pick] of methods)
      console.log(
        `  ${name.padEnd(31)} accuracy ${interval(list, (s) => accuracy(s, pick), 1)}  macro-F1 ${interval(list, (s) => macroF1(s, pick), 2)}`,
      );
  }
}

interface EventContrast {
  event: number;
  part: GoldPart;
  differ: boolean;
  contrast: number;
  switch: number;
}

/** Events whose left and right outlets are both labelled: do the labels differ, and what do the measures say. */
function contrasts(options?: { prior?: number }): EventContrast[] {
  const gold = new Map(labels.map((l) => [l.row, l.frame]));
  const out: EventContrast[] = [];
  for (const event of new Set(labels.map((l) => l.event_id))) {
    const members = byEvent.get(event)!.filter((i) => gold.has(i));
    const side = (s: string) => members.filter((i) => rows[i].side === s);
    const left = side('left');
    const right = side('right');
    if (!left.length || !right.length) continue;
    const frames = [...framesOf(event, options).values()];
    const set = (list: number[], of: (i: number) => string) => new Set(list.map(of));
    const disjoint = (a: Set<string>, b: Set<string>) => [...a].every((x) => !b.has(x));
    const alone = (i: number) => detectFraming(rows[i].title, rows[i].body).framing;
    out.push({
      event,
      part: goldPart('allsides', event),
      differ: disjoint(
        set(left, (i) => gold.get(i)!),
        set(right, (i) => gold.get(i)!),
      ),
      contrast: frameContrast(frames),
      switch: disjoint(set(left, alone), set(right, alone)) ? 1 : 0,
    });
  }
  return out;
}

function reportContrast(): void {
  const all = contrasts();
  console.log('\nleft-right contrast: AUC for events whose left and right labels differ');
  for (const part of ['tune', 'holdout'] as const) {
    const list = all.filter((x) => x.part === part);
    const differ = list.filter((x) => x.differ);
    const same = list.filter((x) => !x.differ);
    const meanOf = (xs: EventContrast[]) => xs.reduce((a, x) => a + x.contrast, 0) / xs.length;
    console.log(
      `  ${part}: ${differ.length} differ, ${same.length} alike; mean contrast ${meanOf(differ).toFixed(3)} vs ${meanOf(same).toFixed(3)}`,
    );
    for (const [name, score] of [
      ['frameContrast', (x: EventContrast) => x.contrast],
      ['old switch (labels differ)', (x: EventContrast) => x.switch],
    ] as const)
      console.log(`    ${name.padEnd(27)} AUC ${interval(list, (s) => auc(s, score, (x) => x.differ), 3)}`);
  }
}

if (process.argv.includes('--tune-grid')) {
  for (const prior of [0.5, 1, 2, 4])
    for (const discount of [0, 0.25, 0.5, 0.75, 0.9]) {
      const tune = items({ prior, discount }).filter((x) => x.part === 'tune');
      const pick = (x: Item) => x.angle;
      console.log(
        `prior ${prior} discount ${discount}: accuracy ${accuracy(tune, pick).toFixed(3)} macro-F1 ${macroF1(tune, pick).toFixed(3)}`,
      );
    }
  for (const prior of [0.5, 1, 2, 4, 8]) {
    const tune = contrasts({ prior }).filter((x) => x.part === 'tune');
    console.log(
      `prior ${prior}: contrast AUC ${auc(
        tune,
        (x) => x.contrast,
        (x) => x.differ,
      ).toFixed(3)}`,
    );
  }
} else {
  const all = items();
  report(all);
  reportContrast();
  if (process.argv.includes('--errors'))
    for (const [i, x] of all.entries())
      if (x.part === 'tune' && x.angle !== x.gold)
        console.log(`row ${labels[i].row}: gold ${x.gold}, alone ${x.alone}, angle ${x.angle}`);
}
