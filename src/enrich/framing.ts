// News framing of one outlet's article (SPEC §2 Source: framing, framing_label, framing_summary; the spec leaves
// the values open). The fifteen dimensions of the Media Frames Corpus codebook (Boydstun et al. 2014), each
// scored by a hand-written cue lexicon over Porter2 stems that names an angle, not a topic: "border" or
// "coronavirus" say what a story is about, "troops" or "hospitalizations" how it is told. frameEvidence gives the
// per-frame weights an event's analysis compares across outlets (src/analyze/frame-angles.ts); detectFraming the
// article's primary frame. Measured on labelled real articles: scripts/eval-frames.ts, docs/enrichment-sentiment.md.
import { FRAMES, OTHER_FRAME, type Frame } from './frames';
import { StemLexicon } from './stem-lexicon';
import { analyse, type AnalysedText } from './text';

export { FRAMES, type Frame };
export type Framing = Frame;

interface FrameCues {
  /** The slug of a frame of FRAMES, in the same order. */
  framing: string;
  /** Comma-separated cue words or two-word phrases: strong cues weigh 1, weak ones 0.5. */
  strong: string;
  weak: string;
}

/** In the codebook's order; a tie goes to the frame listed first. */
const FRAME_CUES: FrameCues[] = [
  {
    framing: 'economic',
    strong:
      'economy, economic, cost, costs, inflation, prices, price tag, tax, taxes, taxpayers, jobs, unemployment, wages, recession, GDP, growth forecast, investors, stocks, revenue, profit, earnings, spending, deficit, debt, billion, trillion, budget, poverty, financial markets, consumer, consumers',
    weak: 'money, funds, dollars, financial, business, businesses, households, growth, afford, pay, raise, payments, cash, fiscal, borrowing, market, markets',
  },
  {
    framing: 'capacity',
    strong:
      'shortage, shortages, capacity, resources, backlog, staffing, understaffed, supply chain, overwhelmed, strained, preparedness, service delivery, unspent, too slow, fraction',
    weak: 'supply, supplies, distribute, distributed, distribution, delays, workforce, deployment, speed up',
  },
  {
    framing: 'morality',
    strong:
      'moral, immoral, ethics, ethical, religious, faith, God, church, conscience, evil, sin, shameful, decency, compassion, dignity, hypocrisy',
    weak: 'values, duty, sacred, pray, prayers',
  },
  {
    framing: 'fairness',
    strong:
      'discrimination, discriminate, equality, inequality, unequal, unfair, fairness, equity, racism, racist, civil rights, disparities, disparity, double standard, double standards, injustice, disenfranchise, marginalized, privilege, racial',
    weak: 'fair, equal, bias, minorities, gender identity, sexual orientation',
  },
  {
    framing: 'legal',
    strong:
      'court, justices, judge, ruling, ruled, unconstitutional, constitutional, constitution, lawsuit, lawsuits, sue, standing, precedent, appeals, injunction, legal authority, legal challenge, First Amendment, oral arguments, opinion, dissenting, statute, constitutionality, legal right',
    weak: 'law, legal, rights, challenge, challengers, case, lawful, unlawfully, authority, decision',
  },
  {
    framing: 'policy',
    strong:
      'policy, policies, mandate, mandates, guidance, guidelines, proposal, reform, regulation, executive order, reversal, reverses, program, initiative, implement, plan, plans',
    weak: 'ban, order, require, requirement, eligible, rule, measure, approach, strategy, reverse',
  },
  {
    framing: 'crime',
    strong:
      'crime, crimes, criminal, murder, murders, arrested, arrest, charged, indicted, indictment, prosecutors, prosecution, fraud, convicted, sentenced, prison, jail, guilty',
    weak: 'investigation, investigating, probe, violence, police, victims, illegal, illegally, FBI',
  },
  {
    framing: 'security',
    strong:
      'military, troops, forces, war, terrorist, terrorists, terrorism, armed, weapons, missile, nuclear, Pentagon, national security, defense, soldiers, army, insurgents, militant, militants, hackers, cyberattack, ransomware, fighters, fired, insurrection, riot, stormed',
    weak: 'attack, threat, threats, security, intelligence, withdrawal, danger, dangerous, risks, force, violently',
  },
  {
    framing: 'health',
    strong:
      'health, hospital, hospitals, hospitalizations, hospitalized, infections, infection, infected, disease, illness, deaths, death rate, mortality, patients, doctors, medical, vaccinated, vaccination, booster, doses, transmission, transmissible, contagious, symptoms, public health, safety, injured',
    weak: 'cases, risk, vaccine, vaccines, care, treatment, masks, spread, died, dead, unsafe',
  },
  {
    framing: 'quality_of_life',
    strong:
      'families, family, children, kids, parents, students, lives, daily life, struggling, stranded, stress, wellbeing, neighbors, homes',
    weak: 'life, living, school, learning, home, residents, travelers, passengers, community',
  },
  {
    framing: 'cultural_identity',
    strong:
      'culture, cultural, tradition, traditions, heritage, identity, patriotic, patriotism, history, historian, flag, birthing people, honor, honoring, fallen, remembrance, cult',
    weak: 'American, nation, celebrate, celebration, women, men, symbol',
  },
  {
    framing: 'public_opinion',
    strong:
      'poll, polls, survey, surveys, approval, popularity, backlash, outrage, social media, viral, protest, protesters, petition, public opinion, likely voters, ridiculed, critics, hesitancy, confidence',
    weak: 'public, Americans, tweet, tweeted, Twitter, online, reaction, misinformation',
  },
  {
    framing: 'political',
    strong:
      'Republicans, Democrats, GOP, partisan, bipartisan, lawmakers, campaign, election, elections, midterm, midterms, filibuster, caucus, progressives, moderates, liberals, conservatives, politically, political, politics, rally, recall, candidate, minority leader, majority leader, blasted, agenda, vote, votes, voted, voters, party, Speaker, Senate, Congress',
    weak: 'Republican, Democratic, Democrat, House, leaders, leadership, president, White House, administration, senator, criticism, pressure',
  },
  {
    framing: 'external_regulation',
    strong:
      'diplomacy, diplomatic, allies, alliances, United Nations, world leaders, international, foreign, global, countries, nations, abroad, relations, reputation, sanctions, treaty, G7, General Assembly',
    weak: 'world, leaders, commitment, rebuild',
  },
];

/** The frames that have cues, in the order of every evidence vector (FRAMES without `other`). */
export const CUED_FRAMES: readonly string[] = FRAME_CUES.map((f) => f.framing);

/** A frame wins only with at least one strong cue's worth of evidence. */
const MIN_SCORE = 1;
/** Headline words weigh more: the headline is where an outlet states its angle. */
const HEADLINE_WEIGHT = 2;
const CUES_IN_SUMMARY = 2;

interface CueHit {
  frame: number;
  weight: number;
  /** How a found cue is written in a summary, copied from the lexicon: "FBI", "White House", "tariffs". */
  casing: 'upper' | 'title' | 'lower';
}

/** Cue stems (phrases as "stem stem") to the frames they support. */
function cueEntries(): Map<string, CueHit[]> {
  const map = new Map<string, CueHit[]>();
  FRAME_CUES.forEach((frame, index) => {
    const add = (cue: string, weight: number): void => {
      const key = analyse(cue).stems.join(' ');
      const hits = map.get(key) ?? [];
      if (hits.some((hit) => hit.frame === index)) return; // "poll" and "polls" count once
      const casing = cue === cue.toUpperCase() ? 'upper' : /[A-Z]/.test(cue) ? 'title' : 'lower';
      map.set(key, [...hits, { frame: index, weight, casing }]);
    };
    frame.strong.split(', ').forEach((cue) => add(cue, 1));
    frame.weak.split(', ').forEach((cue) => add(cue, 0.5));
  });
  return map;
}

const CUES = new StemLexicon(cueEntries());

export interface FrameEvidence {
  /** Cue weight per frame, aligned with CUED_FRAMES. */
  weights: number[];
  /** Per frame, the cues found as a summary shows them, with their weight. */
  cues: Map<string, number>[];
}

function written(found: string, casing: CueHit['casing']): string {
  if (casing === 'upper') return found.toUpperCase();
  if (casing === 'title') return found.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return found;
}

function joinCues(words: string[]): string {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The cue weight of every frame in a headline and optional lead; `analysed`, when given, must be analyse() of
 * `${title}\n${body}` (or of the title alone). The headline's words count HEADLINE_WEIGHT times.
 */
export function frameEvidence(title: string, body?: string, analysed?: AnalysedText): FrameEvidence {
  const text = analysed ?? analyse(body ? `${title}\n${body}` : title);
  const weights = new Array<number>(FRAME_CUES.length).fill(0);
  const cues = FRAME_CUES.map(() => new Map<string, number>());
  const { stemKeys, words } = text;
  // The headline's words come first in the analysed text. Counted by a pattern rather than a second analyse() on
  // the ingest path: a contraction it counts as one word shifts the boundary by a word, which weighs one cue.
  const headlineWords = body
    ? (title.match(/[\p{L}\p{N}]+(?:['’.][\p{L}\p{N}]+)*/gu) ?? []).length
    : words.length;
  for (let i = 0; i < stemKeys.length; i += 1) {
    const phrase = i + 1 < stemKeys.length ? CUES.pair(stemKeys[i], stemKeys[i + 1]) : undefined;
    const hits = phrase ?? CUES.single(stemKeys[i]);
    if (!hits) continue;
    const found = phrase ? `${words[i]} ${words[i + 1]}` : words[i];
    const place = i < headlineWords ? HEADLINE_WEIGHT : 1;
    for (const hit of hits) {
      weights[hit.frame] += hit.weight * place;
      const shown = written(found, hit.casing);
      cues[hit.frame].set(shown, (cues[hit.frame].get(shown) ?? 0) + hit.weight * place);
    }
    if (phrase) i += 1;
  }
  return { weights, cues };
}

/** The frame of index `best` in CUED_FRAMES, its summary naming the cues that carried it. */
export function framingOf(evidence: FrameEvidence, best: number): Framing {
  if (best < 0 || evidence.weights[best] < MIN_SCORE) return { ...OTHER_FRAME };
  const frame = FRAMES[best];
  const top = [...evidence.cues[best]]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CUES_IN_SUMMARY)
    .map(([word]) => word);
  return {
    framing: frame.framing,
    framing_label: frame.framing_label,
    framing_summary: frame.framing_summary.replace('{cues}', joinCues(top)),
  };
}

/** Index of the largest score, the first on a tie; -1 when none is positive. */
export function argmax(scores: readonly number[]): number {
  let best = -1;
  scores.forEach((score, i) => {
    if (score > 0 && (best < 0 || score > scores[best])) best = i;
  });
  return best;
}

/**
 * The primary frame of a headline (and optional lead), read on its own: `other` when no frame has a strong cue's
 * worth of evidence. An event's analysis can do better, reading each outlet against the others (frame-angles.ts).
 */
export function detectFraming(title: string, body?: string, analysed?: AnalysedText): Framing {
  const evidence = frameEvidence(title, body, analysed);
  return framingOf(evidence, argmax(evidence.weights));
}
