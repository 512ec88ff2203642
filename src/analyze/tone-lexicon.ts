// The valence of a word in political news, on VADER's -4..+4 scale (docs/divergence.md, Subject and sentiment):
// the VADER lexicon (shipped by the npm package vader-sentiment, Apache-2.0; the lexicon itself is MIT, Hutto and
// Gilbert 2014) with political cue words laid over it, and the topic words VADER rates that name what a story is
// about rather than how it treats someone taken out ("party", "care", "justice", "security"). Read once per process.
import { readFileSync } from 'node:fs';

/**
 * How reporters signal tone toward a politician that VADER (rated on social media) misses or rates weakly.
 * Forms are matched after a light suffix strip (valence()), so one form per word is listed.
 */
const POLITICAL_CUES: Record<string, number> = {
  // Under attack, in trouble.
  slam: -2.2,
  blast: -2.2,
  rebuke: -2.2,
  condemn: -2.5,
  denounce: -2.4,
  criticize: -2,
  criticise: -2,
  criticism: -1.8,
  accuse: -2,
  embattled: -2.5,
  scandal: -2.8,
  controversy: -2,
  controversial: -1.8,
  backlash: -2.2,
  outrage: -2.4,
  uproar: -2,
  firestorm: -2.4,
  gaffe: -2.2,
  blunder: -2.2,
  flip: -1,
  impeach: -2.2,
  impeachment: -2,
  indict: -2.6,
  indictment: -2.4,
  subpoena: -1.4,
  probe: -1.2,
  investigation: -1,
  allegation: -1.6,
  allege: -1.2,
  falsely: -2.6,
  false: -2,
  misleading: -2.4,
  mislead: -2.2,
  lie: -2.6,
  baseless: -2.4,
  unfounded: -2.2,
  bogus: -2.4,
  racist: -3,
  bigot: -3,
  bigoted: -3,
  xenophobic: -3,
  divisive: -2.2,
  inflammatory: -2.4,
  extremist: -2.6,
  extreme: -1.6,
  radical: -1.6,
  defy: -1.2,
  defiant: -1.2,
  feud: -1.8,
  spar: -1.2,
  chaos: -2.4,
  chaotic: -2.4,
  turmoil: -2.2,
  disarray: -2.2,
  fiasco: -2.8,
  debacle: -2.8,
  meltdown: -2.4,
  rant: -2.2,
  tirade: -2.4,
  attack: -1.8,
  assail: -2,
  lambaste: -2.4,
  excoriate: -2.6,
  berate: -2.4,
  mock: -1.8,
  ridicule: -2,
  snub: -1.8,
  resign: -1.4,
  oust: -2,
  fire: -1.2,
  plummet: -2,
  stumble: -1.6,
  falter: -1.8,
  struggle: -1.4,
  abuse: -3,
  corrupt: -3,
  corruption: -3,
  cronyism: -2.8,
  obstruct: -2.2,
  obstruction: -2.2,
  coverup: -2.8,
  hypocrisy: -2.6,
  hypocritical: -2.6,
  unpresidential: -2.4,
  erratic: -2.2,
  unhinged: -3,
  reckless: -2.4,
  disgrace: -3,
  shameful: -2.8,
  // Praised, succeeding, reaching across.
  praise: 2.2,
  hail: 2,
  laud: 2.4,
  applaud: 2.2,
  commend: 2.2,
  celebrate: 2,
  tout: 1.2,
  champion: 1.8,
  bipartisan: 1.8,
  compromise: 1.2,
  landmark: 2,
  historic: 1.8,
  victory: 2.2,
  triumph: 2.6,
  win: 1.8,
  won: 1.8,
  popular: 1.6,
  popularity: 1.4,
  endorse: 1.4,
  endorsement: 1.4,
  rally: 0.8,
  vindicate: 2.2,
  exonerate: 2.2,
  clear: 0.8,
  acquit: 1.8,
  deliver: 1.2,
  achievement: 2,
  accomplish: 1.8,
  unite: 1.4,
  honor: 1.8,
};

/**
 * Words VADER rates that, in news about politics, name the topic or the institution, not the tone: "the Republican
 * party", "health care", "the Justice Department", "border security", "no" (a negator here, not a judgement),
 * "like" (a preposition far more often than a verb of approval).
 */
const TOPIC_WORDS = [
  'party',
  'parties',
  'care',
  'justice',
  'security',
  'united',
  'liberty',
  'freedom',
  'grand',
  'no',
  'like',
  'please',
  'well',
  'yes',
  'ok',
  'kind',
  'pretty',
  'super',
  'joke',
  'god',
  'church',
  'hope',
  'trump',
];

function vaderLexicon(): Map<string, number> {
  const text = readFileSync(require.resolve('vader-sentiment/vader_lexicon.txt'), 'utf8');
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const [word, value] = line.split('\t');
    // Emoticons and abbreviations (":-)", "lol") are in it too; only words can appear in a news lead.
    if (word && /^[a-z][a-z'-]*$/.test(word)) out.set(word, Number(value));
  }
  for (const word of TOPIC_WORDS) out.delete(word);
  for (const [word, value] of Object.entries(POLITICAL_CUES)) out.set(word, value);
  return out;
}

const LEXICON = vaderLexicon();

/** Inflections a reporter uses of a listed word: "slammed", "slams", "praising", "accused", "lies". */
const SUFFIXES = /(?:ing|ed|es|s|d|ly)$/;

/** The valence of a lowercased word, -4..+4, or undefined when it carries none. */
export function valence(word: string): number | undefined {
  const exact = LEXICON.get(word);
  if (exact !== undefined) return exact;
  const bare = word.replace(SUFFIXES, '');
  if (bare === word || bare.length < 3) return undefined;
  // "slammed" -> "slamm" -> "slam"; "praising" -> "prais" -> "praise".
  return LEXICON.get(bare) ?? LEXICON.get(bare.replace(/(.)\1$/, '$1')) ?? LEXICON.get(`${bare}e`);
}
