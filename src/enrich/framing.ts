// News framing of one outlet's article (SPEC §2 Source: framing, framing_label, framing_summary; the
// spec leaves the values open). Ten frames adapted from the Policy Frames Codebook (Boydstun et al. 2014)
// and the generic frames of Semetko & Valkenburg (2000), plus a neutral fallback; each is scored by a
// hand-written cue lexicon over Porter2 stems. See docs/enrichment-sentiment.md.
import { StemLexicon } from './stem-lexicon';
import { analyse, type AnalysedText } from './text';

export interface Frame {
  /** Stable slug, the value of `framing` and of the events `framing` filter. */
  framing: string;
  framing_label: string;
  /** One sentence; `{cues}` is replaced by the words that triggered the frame. */
  framing_summary: string;
}

export interface Framing {
  framing: string;
  framing_label: string;
  framing_summary: string;
}

interface FrameCues extends Frame {
  /** Comma-separated cue words or two-word phrases: strong cues weigh 1, weak ones 0.5. */
  strong: string;
  weak: string;
}

/** Listed in tie-break order: a more specific frame wins a tie over a broader one. */
const FRAME_CUES: FrameCues[] = [
  {
    framing: 'security',
    framing_label: 'Security and defence',
    framing_summary: 'Frames the story as a matter of security and armed force, stressing {cues}.',
    strong:
      'war, military, troops, army, navy, missile, airstrike, bomb, bombing, drone, terror, terrorism, terrorist, defence, defense, weapons, nuclear, invasion, soldiers, NATO, Pentagon, ceasefire, hostage, insurgents, national security',
    weak: 'attack, strike, forces, threat, conflict, intelligence, security, border',
  },
  {
    framing: 'legal',
    framing_label: 'Law and justice',
    framing_summary: 'Frames the story as a legal matter of rules, courts and wrongdoing, stressing {cues}.',
    strong:
      'court, judge, lawsuit, sue, ruling, unconstitutional, constitutional, illegal, prosecutor, prosecutors, indictment, indicted, trial, jury, verdict, convicted, sentenced, arrested, crime, criminal, FBI, subpoena, plea, prison, jail, Supreme Court, Justice Department, attorney general',
    weak: 'law, legal, police, investigation, probe, charged, appeal, lawyer, attorney, fraud',
  },
  {
    framing: 'health',
    framing_label: 'Health and safety',
    framing_summary: 'Frames the story around risks to health and safety, stressing {cues}.',
    strong:
      'health, hospital, disease, virus, Covid, pandemic, vaccine, vaccination, patients, doctors, cancer, outbreak, infection, overdose, epidemic, medical, FDA, CDC, mental health, public health',
    weak: 'safety, deaths, drug, medicine, injured, treatment, nurses, care, unsafe',
  },
  {
    framing: 'morality',
    framing_label: 'Morality and values',
    framing_summary: 'Frames the story as a question of right and wrong, stressing {cues}.',
    strong:
      'moral, immoral, faith, religious, religion, church, God, Christian, abortion, sin, ethics, ethical, conscience, evil, shameful, disgrace, decency, pro-life, prayer, biblical, hypocrisy',
    weak: 'values, shame, honor, integrity, virtue, pray',
  },
  {
    framing: 'fairness',
    framing_label: 'Fairness and equality',
    framing_summary: 'Frames the story around fairness and who is treated unequally, stressing {cues}.',
    strong:
      'equality, inequality, unfair, fairness, discrimination, racism, racist, equity, privilege, marginalized, injustice, disparity, civil rights, pay gap, wage gap, billionaires, loophole',
    weak: 'fair, equal, poverty, poor, wealthy, rich, rights, minorities, gender, diversity, bias',
  },
  {
    framing: 'public_opinion',
    framing_label: 'Public opinion',
    framing_summary: 'Frames the story around how the public reacts, stressing {cues}.',
    strong:
      'poll, polls, survey, protest, protesters, demonstrators, backlash, outrage, petition, boycott, uproar, popularity, approval rating, social media',
    weak: 'public, opinion, viral, critics, supporters, americans, citizens',
  },
  {
    framing: 'political',
    framing_label: 'Political contest',
    framing_summary: 'Frames the story as a political contest between parties and leaders, stressing {cues}.',
    strong:
      'election, campaign, Senate, Congress, Republicans, Democrats, GOP, Democratic, Republican, candidate, primary, partisan, bipartisan, lawmakers, caucus, midterm, midterms, nominee, impeachment, filibuster, White House, swing states, politics, political',
    weak: 'vote, voters, party, president, governor, speaker, majority, opponents, rival, leader',
  },
  {
    framing: 'policy',
    framing_label: 'Policy prescription',
    framing_summary: 'Frames the story around what should be done and whether it works, stressing {cues}.',
    strong:
      'bill, legislation, proposal, reform, policy, mandate, executive order, overhaul, amendment, regulation, regulations, guidelines, initiative, veto',
    weak: 'plan, program, measure, rule, ban, propose, signed, agency, law',
  },
  {
    framing: 'economic',
    framing_label: 'Economic consequences',
    framing_summary:
      'Frames the story around its costs and gains for households, businesses and markets, stressing {cues}.',
    strong:
      'economy, economic, cost, costs, prices, inflation, tax, taxes, tariff, tariffs, jobs, unemployment, wages, budget, deficit, spending, recession, GDP, revenue, profit, earnings, investors, stocks, shares, interest rates, trade, subsidies',
    weak: 'market, markets, business, billion, trillion, funding, money, bank, industry, consumers, households, debt, fiscal, financial, price, pay',
  },
  {
    framing: 'human_interest',
    framing_label: 'Human interest',
    framing_summary: 'Frames the story through the lives of the people it touches, stressing {cues}.',
    strong:
      'family, families, mother, father, daughter, son, children, victims, survivor, survivors, grief, tears, heartbreaking, tragedy, mourn, funeral, hero, brave, neighbors, his wife, her husband',
    weak: 'kids, parents, home, life, lives, community, residents, struggling, dream, personal',
  },
];

const FACTUAL: Frame = {
  framing: 'factual',
  framing_label: 'Straight news',
  framing_summary: 'Reports what happened without a dominant frame.',
};

/** Every frame a source row can carry; the last one is the neutral fallback. */
export const FRAMES: readonly Frame[] = [
  ...FRAME_CUES.map(({ framing, framing_label, framing_summary }) => ({
    framing,
    framing_label,
    framing_summary,
  })),
  FACTUAL,
];

/** A frame wins only with at least one strong cue's worth of evidence ... */
const MIN_SCORE = 1;
/** ... and at least this share of all frame evidence in the text, so long articles need a clear lead. */
const MIN_SHARE = 0.3;
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

function written(found: string, casing: CueHit['casing']): string {
  if (casing === 'upper') return found.toUpperCase();
  if (casing === 'title') return found.replace(/\b[a-z]/g, (c) => c.toUpperCase());
  return found;
}

function joinCues(words: string[]): string {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * The dominant frame of a headline (and optional lead text); `analysed`, when given, must be analyse() of
 * the same text. Always returns a frame: `factual` when no frame has enough evidence or a clear lead.
 */
export function detectFraming(title: string, body?: string, analysed?: AnalysedText): Framing {
  const text = analysed ?? analyse(body ? `${title}\n${body}` : title);
  const scores = new Array<number>(FRAME_CUES.length).fill(0);
  // Per frame, the cues found as they will be shown, and their weight; made when a frame gets its first cue.
  const cueWords: (Map<string, number> | undefined)[] = [];
  const { stemKeys, words } = text;
  for (let i = 0; i < stemKeys.length; i += 1) {
    const phrase = i + 1 < stemKeys.length ? CUES.pair(stemKeys[i], stemKeys[i + 1]) : undefined;
    const hits = phrase ?? CUES.single(stemKeys[i]);
    if (!hits) continue;
    const found = phrase ? `${words[i]} ${words[i + 1]}` : words[i];
    for (const hit of hits) {
      scores[hit.frame] += hit.weight;
      const shown = written(found, hit.casing);
      const cues = (cueWords[hit.frame] ??= new Map());
      cues.set(shown, (cues.get(shown) ?? 0) + hit.weight);
    }
    if (phrase) i += 1;
  }

  const total = scores.reduce((a, b) => a + b, 0);
  let best = 0;
  scores.forEach((score, i) => {
    if (score > scores[best]) best = i;
  });
  if (scores[best] < MIN_SCORE || scores[best] < MIN_SHARE * total) return { ...FACTUAL };

  const frame = FRAME_CUES[best];
  const top = [...(cueWords[best] ?? [])]
    .sort((a, b) => b[1] - a[1])
    .slice(0, CUES_IN_SUMMARY)
    .map(([word]) => word);
  return {
    framing: frame.framing,
    framing_label: frame.framing_label,
    framing_summary: frame.framing_summary.replace('{cues}', joinCues(top)),
  };
}
