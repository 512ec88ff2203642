// Measures partisan word choice models within real events (scripts/lib/lean-gold.ts): on the AllSides roundups
// and BASIL, tuning and held-out halves apart, the share of right-left pairs of one event whose right-leaning text
// scores higher, with a 95% bootstrap interval, beside chance (0.5). With no model file it measures the shipped
// src/analyze/models/partisan-terms.json; given several files (an older commit's, say) it measures each in the
// same run, so a before and an after are read side by side.
//
//   npx tsx scripts/eval-partisan-lean.ts ../shared/data [model.json ...]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { basilEvents, roundupEvents, withinEventAuc, type LeanEvent } from './lib/lean-gold';

const [dataDir, ...modelFiles] = process.argv.slice(2);
if (!dataDir) {
  console.error('usage: npx tsx scripts/eval-partisan-lean.ts <data dir> [model.json ...]');
  process.exit(2);
}
const files = modelFiles.length ? modelFiles : [join(__dirname, '../src/analyze/models/partisan-terms.json')];

const events = [...roundupEvents(dataDir), ...basilEvents(dataDir)];
const parts: [string, LeanEvent[]][] = [
  ['allsides tune', events.filter((e) => e.set === 'allsides' && e.part === 'tune')],
  ['allsides holdout', events.filter((e) => e.set === 'allsides' && e.part === 'holdout')],
  ['basil tune', events.filter((e) => e.set === 'basil' && e.part === 'tune')],
  ['basil holdout', events.filter((e) => e.set === 'basil' && e.part === 'holdout')],
];

console.log(
  'model                                   part               events  AUC    95% CI          chance',
);
for (const file of files) {
  const model = JSON.parse(readFileSync(file, 'utf8')) as { terms: string[]; weights: number[] };
  const weight = new Map(model.terms.map((t, i) => [t, model.weights[i]]));
  const lean = (stems: string[]) =>
    stems.length ? stems.reduce((sum, s) => sum + (weight.get(s) ?? 0), 0) / Math.sqrt(stems.length) : 0;
  for (const [name, list] of parts) {
    const r = withinEventAuc(list, lean);
    console.log(
      `${file.slice(-38).padEnd(40)}${name.padEnd(19)}${String(r.events).padStart(6)}  ${r.auc.toFixed(3)}  ` +
        `${r.ci[0].toFixed(3)}-${r.ci[1].toFixed(3)}     0.500`,
    );
  }
}
