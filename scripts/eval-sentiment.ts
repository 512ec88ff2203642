// Measures src/enrich/sentiment.ts against SemEval-2017 Task 5 (cosine similarity, the task's metric) and
// SEntFiN 1.0 (3-class accuracy), on the training part and the held-out part, beside two baselines run
// in the same process, and times scoreSentiment on pre-analysed headlines.
// Usage: npx tsx scripts/eval-sentiment.ts <data-dir>
import winkNLP from 'wink-nlp';
import winkModel from 'wink-eng-lite-web-model';
import { analyse, type AnalysedText } from '../src/enrich/text';
import { financeCueScore, scoreSentiment } from '../src/enrich/sentiment';
import { SENTIMENT_LABELS, type SentimentLabel } from '../src/spec';
import { cosine, isHoldout, loadSemEval, loadSentFin } from './train-sentiment';

const nlp = winkNLP(winkModel);

interface Scorer {
  name: string;
  score: (title: string, text: AnalysedText) => { score: number; label: SentimentLabel } | null;
}

function signLabel(score: number): SentimentLabel {
  return score > 0 ? 'positive' : score < 0 ? 'negative' : 'neutral';
}

const SCORERS: Scorer[] = [
  { name: 'parallax (learned + cues)', score: (title, text) => scoreSentiment(title, undefined, text) },
  {
    // wink-nlp's document sentiment: a general-purpose AFINN-style lexicon with negation and emphasis.
    name: 'baseline: wink-nlp its.sentiment',
    score: (title) => {
      const score = nlp.readDoc(title).out(nlp.its.sentiment) as number;
      return { score, label: signLabel(score) };
    },
  },
  {
    name: 'ablation: hand cues only',
    score: (_title, text) => {
      const score = Math.tanh(financeCueScore(text).sum);
      return { score, label: signLabel(score) };
    },
  },
];

interface Part<T> {
  name: string;
  items: T[];
  texts: AnalysedText[];
}

function parts<T extends { title: string }>(items: T[]): Part<T>[] {
  const split = (holdout: boolean): Part<T> => {
    const chosen = items.filter((item) => isHoldout(item.title) === holdout);
    return {
      name: holdout ? 'hold-out' : 'train',
      items: chosen,
      texts: chosen.map((i) => analyse(i.title)),
    };
  };
  return [split(false), split(true)];
}

function pct(x: number): string {
  return `${(100 * x).toFixed(1)}%`;
}

function main(dataDir: string): void {
  const semeval = parts(loadSemEval(dataDir));
  const sentfin = parts(loadSentFin(dataDir));

  console.log('SemEval-2017 Task 5 headlines: cosine(gold, predicted); null predictions count as 0');
  for (const part of semeval) {
    console.log(`  ${part.name} (${part.items.length} items)`);
    for (const scorer of SCORERS) {
      const predicted = part.items.map((item, i) => scorer.score(item.title, part.texts[i])?.score ?? 0);
      const gold = part.items.map((item) => item.score);
      console.log(`    ${scorer.name.padEnd(34)} cosine ${cosine(gold, predicted).toFixed(3)}`);
    }
  }

  console.log(
    'SEntFiN 1.0 headlines (all entities agree): 3-class accuracy; null predictions count as neutral',
  );
  for (const part of sentfin) {
    const counts = SENTIMENT_LABELS.map((l) => part.items.filter((item) => item.label === l).length);
    console.log(
      `  ${part.name} (${part.items.length} headlines; majority class ${pct(Math.max(...counts) / part.items.length)})`,
    );
    for (const scorer of SCORERS) {
      let right = 0;
      let nulls = 0;
      const confusion = new Map<string, number>();
      part.items.forEach((item, i) => {
        const result = scorer.score(item.title, part.texts[i]);
        if (result === null) nulls += 1;
        const label = result?.label ?? 'neutral';
        if (label === item.label) right += 1;
        const key = `${item.label}->${label}`;
        confusion.set(key, (confusion.get(key) ?? 0) + 1);
      });
      console.log(
        `    ${scorer.name.padEnd(34)} accuracy ${(right / part.items.length).toFixed(3)}  null ${pct(nulls / part.items.length)}`,
      );
      if (scorer === SCORERS[0] && part.name === 'hold-out') {
        for (const gold of SENTIMENT_LABELS) {
          const row = SENTIMENT_LABELS.map((p) => `${p} ${confusion.get(`${gold}->${p}`) ?? 0}`).join(', ');
          console.log(`      gold ${gold.padEnd(8)} -> ${row}`);
        }
      }
    }
  }

  // Micro-benchmark: the ingest path hands scoreSentiment an already analysed text.
  const texts = [...semeval[1].texts, ...sentfin[1].texts];
  const titles = [...semeval[1].items, ...sentfin[1].items].map((item) => item.title);
  const rounds = 20;
  for (let i = 0; i < texts.length; i += 1) scoreSentiment(titles[i], undefined, texts[i]); // warm-up
  const started = process.hrtime.bigint();
  for (let r = 0; r < rounds; r += 1) {
    for (let i = 0; i < texts.length; i += 1) scoreSentiment(titles[i], undefined, texts[i]);
  }
  const perCall = Number(process.hrtime.bigint() - started) / 1e3 / (rounds * texts.length);
  const analyseStarted = process.hrtime.bigint();
  for (const title of titles) analyse(title);
  const perAnalyse = Number(process.hrtime.bigint() - analyseStarted) / 1e3 / titles.length;
  console.log(
    `micro-benchmark: scoreSentiment with analysed text ${perCall.toFixed(2)} us/call ` +
      `(${rounds} x ${texts.length} headlines); analyse() itself ${perAnalyse.toFixed(1)} us/headline`,
  );
}

const dataDir = process.argv[2];
if (!dataDir) {
  console.error('usage: npx tsx scripts/eval-sentiment.ts <data-dir>');
  process.exit(2);
}
main(dataDir);
