// Topic tagger: assigns the 47 spec topics to an article (SPEC §2, Tag taxonomy).
// A hybrid: hand-written high-precision patterns for every topic, OR'd with a learned one-vs-rest logistic model
// (scripts/train-topics.ts) for the topics that Reuters-21578 labels cover. Patterns carry modern news; the model
// adds recall on terse wire headlines. Everything is compiled once at module load; a call given an analysed text
// costs a few microseconds.
import { TOPICS, type Topic } from '../spec';
import { StemLexicon } from './stem-lexicon';
import { analyse, type AnalysedText, type StemKey } from './text';
import model from './models/topics.json';
import { TOPIC_RULES_TABLE } from './topic-rules';

/** At most this many topics per article, strongest first (the spec expects 0-4 typically). */
const MAX_TOPICS = 5;
/** Body tokens counted as the lead: a hit there is as good as a second mention further down. */
const LEAD_TOKENS = 40;
const LEAD_CHARS = 250;
/**
 * Points a body needs to tag a topic the title is silent on: a lead hit counts 1, a later one 0.5, so a lead
 * mention must be echoed once more. A single passing mention is usually incidental (a hurricane story's "barrels").
 */
const BODY_POINTS = 1.5;
/** Default tokens allowed between two pattern slots joined by `~`. */
const DEFAULT_GAP = 3;

interface Slot {
  stems: Set<string>;
  words: Set<string>;
  /** Tokens allowed between the previous slot and this one. */
  gap: number;
}
interface Pattern {
  topic: Topic;
  slots: Slot[];
  veto: boolean;
}

/** Patterns indexed by what their first slot accepts: a stem or an exact word. */
interface PatternIndex {
  byStem: StemLexicon<Pattern[]>;
  byWord: Map<string, Pattern[]>;
}

/** Compiles every pattern once: alternatives are stemmed by the same analyser the articles go through. */
function compile(): PatternIndex {
  const raw: { topic: Topic; text: string; veto: boolean }[] = [];
  for (const topic of TOPICS) {
    for (const text of TOPIC_RULES_TABLE[topic].any) raw.push({ topic, text, veto: false });
    for (const text of TOPIC_RULES_TABLE[topic].not ?? []) raw.push({ topic, text, veto: true });
  }
  const alternatives = new Set<string>();
  for (const { text } of raw) {
    for (const slot of text.split(' ')) {
      if (slot.startsWith('~')) continue;
      for (const alt of slot.split('|')) alternatives.add(alt.replace(/^=/, ''));
    }
  }
  // One analyser call for all alternatives; a sentinel word keeps them apart and reveals any that split in two.
  const list = [...alternatives];
  const sentinel = 'qqsepqq';
  const analysed = analyse(list.join(` ${sentinel} `));
  const groups: number[][] = [[]];
  analysed.stems.forEach((stem, i) =>
    stem === sentinel ? groups.push([]) : groups[groups.length - 1].push(i),
  );
  const bad = list.filter((_alt, i) => groups[i]?.length !== 1);
  if (bad.length > 0 || groups.length !== list.length) {
    throw new Error(`topic pattern alternatives must be single tokens: ${bad.join(', ')}`);
  }
  const forms = new Map<string, { stems: string[]; word: string }>();
  list.forEach((alt, i) => {
    const t = groups[i][0];
    // A pattern may name a stem directly ("acquir") or a word ("acquires"); both match the text's stem.
    forms.set(alt, { stems: [analysed.stems[t], alt.toLowerCase()], word: analysed.words[t].toLowerCase() });
  });
  const byStem = new Map<string, Pattern[]>();
  const byWord = new Map<string, Pattern[]>();
  const add = (map: Map<string, Pattern[]>, key: string, p: Pattern): void => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const { topic, text, veto } of raw) {
    const slots: Slot[] = [];
    let gap = 0;
    for (const part of text.split(' ')) {
      if (part.startsWith('~')) {
        gap = part.length > 1 ? Number(part.slice(1)) : DEFAULT_GAP;
        continue;
      }
      const slot: Slot = { stems: new Set(), words: new Set(), gap };
      for (const alt of part.split('|')) {
        const form = forms.get(alt.replace(/^=/, ''))!;
        if (alt.startsWith('=')) slot.words.add(form.word);
        else for (const stem of form.stems) slot.stems.add(stem);
      }
      slots.push(slot);
      gap = 0;
    }
    const pattern: Pattern = { topic, slots, veto };
    for (const stem of slots[0].stems) add(byStem, stem, pattern);
    for (const word of slots[0].words) add(byWord, word, pattern);
  }
  return { byStem: new StemLexicon(byStem), byWord };
}

const PATTERNS = compile();

/** Per topic, in TOPICS order, what topicEvidence reads of its rules besides the compiled patterns. */
const TOPIC_RULES = TOPICS.map((topic) => ({
  topic,
  re: TOPIC_RULES_TABLE[topic].re ?? [],
  bodyPoints: TOPIC_RULES_TABLE[topic].body ?? BODY_POINTS,
}));

/** The learned model, laid out for lookup: feature -> flat [head, weight, head, weight, ...]. */
interface LinearModel {
  heads: Topic[];
  bias: number[];
  thresholds: number[];
  /** The probability the model needs to add a topic when rules already fired somewhere in the article. */
  gate: number;
  /** Keyed as titleFeatures() names the stem features, with figures spelled '#'. */
  weights: StemLexicon<number[]>;
  /** The features that are not stems: one per topic whose rules fired on the title, and one for ALL CAPS. */
  ruleWeights: Map<Topic, number[]>;
  capsWeights: number[] | undefined;
}

function loadModel(): LinearModel {
  const heads = model.heads.map((h) => {
    if (!(TOPICS as readonly string[]).includes(h))
      throw new Error(`topic model head "${h}" is not a spec topic`);
    return h as Topic;
  });
  const all = new Map(model.features.map((f, i) => [f, model.weights[i]]));
  const weights = new StemLexicon(all, (stem) => (isFigure(stem) ? '#' : stem));
  const ruleWeights = new Map<Topic, number[]>();
  for (const topic of TOPICS) {
    const w = all.get(`rule:${topic}`);
    if (w) ruleWeights.set(topic, w);
  }
  return {
    heads,
    bias: model.bias,
    thresholds: model.thresholds,
    gate: model.gate,
    weights,
    ruleWeights,
    capsWeights: all.get('#caps'),
  };
}

const MODEL = loadModel();

/**
 * The model's input: title stems as unigrams and adjacent bigrams, numbers folded into one token, one feature per
 * topic whose rules fired on the title (so the model learns, say, that a dividend headline is Reuters "earn"), and
 * one for an ALL-CAPS title. Wire titles are upper case, modern headlines are not: the caps feature lets the model
 * keep its wire-copy confidence there while staying cautious on mixed-case text it was not trained to label.
 */
export function titleFeatures(
  title: string,
  stems: readonly string[],
  titleRules: Iterable<Topic>,
): string[] {
  const toks = modelTokens(stems);
  const out = toks.slice();
  for (let i = 1; i < toks.length; i++) out.push(`${toks[i - 1]} ${toks[i]}`);
  for (const topic of titleRules) out.push(`rule:${topic}`);
  if (isAllCaps(title)) out.push('#caps');
  return out;
}

/** Title stems as the model reads them: possessive marks dropped, figures ("1.5", "3/4") folded into '#'. */
function modelTokens(stems: readonly string[]): string[] {
  const toks: string[] = [];
  for (const s of stems) {
    if (s === "'s") continue;
    toks.push(isFigure(s) ? '#' : s);
  }
  return toks;
}

/** Digits and . , : / - only. */
function isFigure(stem: string): boolean {
  if (stem.length === 0) return false;
  for (let i = 0; i < stem.length; i++) {
    const c = stem.charCodeAt(i);
    if (!((c >= 48 && c <= 58) || (c >= 44 && c <= 47))) return false;
  }
  return true;
}

function isAllCaps(title: string): boolean {
  return /\p{Lu}/u.test(title) && !/\p{Ll}/u.test(title);
}

/** The model's probability per head: the weights of titleFeatures(), in its order, read without building its strings. */
function modelScores(title: string, stems: readonly StemKey[], titleRules: Topic[]): Map<Topic, number> {
  const z = MODEL.bias.slice();
  const add = (w: number[] | undefined): void => {
    if (!w) return;
    for (let j = 0; j < w.length; j += 2) z[w[j]] += w[j + 1];
  };
  const toks = stems.filter((key) => key.stem !== "'s");
  for (const tok of toks) add(MODEL.weights.single(tok));
  for (let i = 1; i < toks.length; i++) add(MODEL.weights.pair(toks[i - 1], toks[i]));
  for (const topic of titleRules) add(MODEL.ruleWeights.get(topic));
  if (isAllCaps(title)) add(MODEL.capsWeights);
  const scores = new Map<Topic, number>();
  MODEL.heads.forEach((topic, h) => scores.set(topic, 1 / (1 + Math.exp(-z[h]))));
  return scores;
}

/** Drops leading characters that are neither letters nor digits ("'s" -> "s", "#1" -> "1"). */
function withoutLeadingMarks(token: string): string {
  const c = token.charCodeAt(0);
  // Most tokens start with an ASCII letter or digit: nothing to drop, no regex to run.
  if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) return token;
  return token.replace(/^[^\p{L}\p{N}]+/u, '');
}

/** Where the title ends in an analysis of `title + body`: walks the title text token by token. */
function titleTokenCount(title: string, a: AnalysedText): number {
  const text = title.toLowerCase();
  let pos = 0;
  let i = 0;
  const isAlnum = (c: string): boolean =>
    (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || (c > '\x7f' && /[\p{L}\p{N}]/u.test(c));
  for (; i < a.words.length; i++) {
    while (pos < text.length && !isAlnum(text[pos])) pos++;
    if (pos >= text.length) break;
    const word = withoutLeadingMarks(a.words[i].toLowerCase());
    const stem = withoutLeadingMarks(a.stems[i]);
    if (word && text.startsWith(word, pos)) pos += word.length;
    else if (stem && text.startsWith(stem, pos)) {
      pos += stem.length;
      while (pos < text.length && isAlnum(text[pos])) pos++;
    } else {
      // Normalised forms ("labour" -> "labor", "n't" -> "not"): consume one raw word and stay in step.
      while (pos < text.length && isAlnum(text[pos])) pos++;
    }
  }
  return i;
}

function matchFrom(
  p: Pattern,
  slot: number,
  at: number,
  stems: string[],
  words: string[],
  end: number,
): number {
  if (slot === p.slots.length) return at;
  const s = p.slots[slot];
  for (let j = at; j <= at + s.gap && j < end; j++) {
    if (s.stems.has(stems[j]) || s.words.has(words[j])) {
      const e = matchFrom(p, slot + 1, j + 1, stems, words, end);
      if (e >= 0) return e;
    }
  }
  return -1;
}

/** Pattern hits per topic in tokens [from, to): the start index of every hit no veto overlaps. */
function scan(
  keys: StemKey[],
  stems: string[],
  words: string[],
  from: number,
  to: number,
): Map<Topic, number[]> {
  const hits: { topic: Topic; start: number; end: number }[] = [];
  const vetoes: { topic: Topic; start: number; end: number }[] = [];
  const match = (list: Pattern[] | undefined, i: number): void => {
    if (!list) return;
    for (const p of list) {
      const end = matchFrom(p, 1, i + 1, stems, words, to);
      if (end < 0) continue;
      (p.veto ? vetoes : hits).push({ topic: p.topic, start: i, end });
    }
  };
  for (let i = from; i < to; i++) {
    match(PATTERNS.byStem.single(keys[i]), i);
    match(PATTERNS.byWord.get(words[i]), i);
  }
  const out = new Map<Topic, number[]>();
  for (const h of hits) {
    if (vetoes.some((v) => v.topic === h.topic && v.start < h.end && h.start < v.end)) continue;
    const starts = out.get(h.topic);
    if (!starts) out.set(h.topic, [h.start]);
    else if (!starts.includes(h.start)) starts.push(h.start);
  }
  return out;
}

/** The evidence behind a tagging: rule strength (1 title, 0.6 body) and model probability per topic. */
export interface TopicEvidence {
  rule: Map<Topic, number>;
  model: Map<Topic, number>;
}

/**
 * Rule and model evidence for an article. `analysed` should be `analyse(title + '\n' + body)` (or of the title alone
 * when there is no body), the same analysis the other enrichment modules use; without it the text is analysed here.
 */
export function topicEvidence(title: string, body?: string, analysed?: AnalysedText): TopicEvidence {
  const text = body ? `${title}\n${body}` : title;
  let a = analysed ?? analyse(text);
  let titleEnd = titleTokenCount(title, a);
  if (body && titleEnd >= a.words.length) {
    // The caller analysed the title only: analyse the body once more rather than ignore it.
    const b = analyse(body);
    a = {
      words: [...a.words, ...b.words],
      stems: [...a.stems, ...b.stems],
      stemKeys: [...a.stemKeys, ...b.stemKeys],
      negated: [...a.negated, ...b.negated],
      sentences: [...a.sentences, ...b.sentences],
    };
    titleEnd = titleTokenCount(title, a);
  }
  const words = a.words.map((w) => w.toLowerCase());
  const stems = a.stems;

  const rule = new Map<Topic, number>();
  const titleRules: Topic[] = [];
  const inTitle = scan(a.stemKeys, stems, words, 0, titleEnd);
  const inBody = body ? scan(a.stemKeys, stems, words, titleEnd, a.words.length) : new Map<Topic, number[]>();
  for (const { topic, re: patterns, bodyPoints: needed } of TOPIC_RULES) {
    let titleHit = inTitle.has(topic);
    let bodyPoints = 0;
    const bodyHits = inBody.get(topic);
    if (bodyHits) for (const start of bodyHits) bodyPoints += start - titleEnd < LEAD_TOKENS ? 1 : 0.5;
    for (const { needs, pattern } of patterns) {
      pattern.lastIndex = 0;
      if (needs.some((word) => title.includes(word)) && pattern.test(title)) titleHit = true;
      if (!body || !needs.some((word) => body.includes(word))) continue;
      for (const m of body.matchAll(pattern)) {
        bodyPoints += m.index < LEAD_CHARS ? 1 : 0.5;
        if (bodyPoints >= 3) break;
      }
    }
    if (titleHit) {
      titleRules.push(topic);
      rule.set(topic, 1);
    } else if (bodyPoints >= needed) rule.set(topic, 0.6);
  }
  return { rule, model: modelScores(title, a.stemKeys.slice(0, titleEnd), titleRules) };
}

/** Combines the evidence: a rule hit, or a model probability over its tuned threshold (and the gate, if rules fired). */
export function decideTopics(ev: TopicEvidence): Topic[] {
  const scored = new Map<Topic, number>(ev.rule);
  MODEL.heads.forEach((topic, h) => {
    const p = ev.model.get(topic) ?? 0;
    const need = ev.rule.size > 0 ? Math.max(MODEL.thresholds[h], MODEL.gate) : MODEL.thresholds[h];
    if (p >= need) scored.set(topic, Math.max(scored.get(topic) ?? 0, 0.5 * p));
  });
  // Reuters files dividends and splits under earnings; when a dividend or split rule explains the model's
  // earnings vote and no earnings wording is present, keep only the specific topic.
  if (!ev.rule.has('earnings') && (ev.rule.has('dividend') || ev.rule.has('split')))
    scored.delete('earnings');
  return [...scored.entries()]
    .sort((x, y) => y[1] - x[1] || TOPICS.indexOf(x[0]) - TOPICS.indexOf(y[0]))
    .slice(0, MAX_TOPICS)
    .map(([topic]) => topic);
}

/** Topics of an article, strongest first; see topicEvidence for `analysed`. */
export function tagTopics(title: string, body?: string, analysed?: AnalysedText): Topic[] {
  return decideTopics(topicEvidence(title, body, analysed));
}
