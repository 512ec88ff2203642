// An event's category (SPEC §2, Event.category): war, economy, politics, ai, health or other, decided from all
// member articles together. A weighted lexicon of cue words and phrases per category (matched on the Porter2 stems
// of the shared wink-nlp pipeline) scores each member's headline and lead; the finance topics tagged at ingest add
// economy, health and ai evidence; the event takes the category with the highest mean score, and "other" when no
// category has enough evidence. Lexicons rather than a model trained on old roundups, because live news brings
// stories (AI launches, outbreaks, storms, finals) that no labelled set here covers, and because the models that
// were fitted and measured learned little beyond the roundups' mix of categories (docs/analysis-category.md).
import { CATEGORIES, TOPIC_GROUPS, type Category, type Topic } from '../spec';
import { articleTokens, textTokens } from './category-tokens';
import type { TitleFeatures } from './representative';

/** One member article of an event, as the analysis stage receives it. */
export interface EventArticle {
  id: number;
  outlet_slug: string;
  bias_position: number;
  headline: string;
  /** Lead text; may be empty. */
  summary: string;
  /** Finance topics tagged at ingest (SPEC §2, Tag taxonomy), without the `topic:` prefix. */
  topics: string[];
  published_at: string;
  /** The article's evidence per category under DEFAULT_PARAMS, when ingest computed it (articleEvidence). */
  category_evidence?: CategoryScores;
  /** What the title and summary are picked by, when ingest computed it (representative.ts, titleFeatures). */
  title_features?: TitleFeatures;
}

// ---------------------------------------------------------------------------------------------------------------
// The lexicon. Each entry is a comma-separated list of words or phrases with one weight: 3 names the category
// ("ceasefire", "measles"), 2 leans strongly ("troops", "senate"), 1 is a hint that only counts alongside others
// ("court", "drug"). Phrases match consecutive words and win over the single words inside them, so "trade war"
// counts for economy and not for war. Entries are written as plain words and tokenised once at load, as the texts
// are: where one stem joins unrelated senses (category-tokens.ts), an entry names the word it means ("housing",
// not "House"; "recession", not "recess"). Words that news often uses figuratively or in another sense are hints
// at most, and the sense meant is written as a phrase: "fires" alone is no cue (officials are fired too) and
// "house fire" names a blaze; "war on" (red tape, drugs) leans politics; a sum of money ("billion", "funding")
// says little about what it pays for.

type Lexicon = Record<Category, [number, string][]>;

const LEXICON: Lexicon = {
  war: [
    [
      3,
      `war, wars, wartime, warfare, war on terror, war on terrorism, invasion, invade, invaded, airstrike,
       airstrikes, air strike, air strikes, missile strike, missile strikes, drone strike, drone strikes,
       rocket attack, rocket fire, ceasefire, cease fire, truce, troops, soldier, soldiers, armed forces,
       military operation, ground offensive, counteroffensive, battlefield, front line, frontline,
       front lines, artillery, shelling, bombardment, insurgent, insurgents, militant, militants, militia,
       militias, rebel, rebels, hamas, hezbollah, houthi, houthis, taliban, isis, islamic state, al qaeda,
       jihadist, jihadists, idf, pentagon, nato, war crimes, ballistic missile, ballistic missiles, warplane,
       warplanes, fighter jet, fighter jets, warship, warships, hostage, hostages, air defense, air defence,
       nuclear weapon, nuclear weapons, genocide, military aid, peace talks, peace deal, peace plan,
       annexation, combat, terrorist attack, terror attack, bombs, bombing, bombings, bomber, bombers,
       suicide bomber, suicide bombing, car bomb, drone attack, drone attacks, killed in strikes, gaza strip,
       military strike, military strikes, occupied, isil, nuclear test, chemical attack, chemical weapons,
       nuclear strike, joint chiefs, bin laden, al shabaab, boko haram, special forces, navy seal, navy seals,
       heavy fighting, fierce fighting, fighting erupted, fighting broke out, military offensive,
       national defense, national defence`,
    ],
    [
      2,
      `military, army, navy, arms sale, arms sales, air force, marines, missile, missiles, rocket, rockets,
       casualties, civilians, weapons, defense secretary, defence secretary, defense minister,
       defence minister, defense ministry, defence ministry, deployment, deployed, terrorism, terrorist,
       terrorists, gaza, ukraine, ukrainian, kyiv, kiev, donbas, crimea, conflict, conflicts, fighting,
       mobilisation, mobilization, conscription, martial law, coup, junta, drones, siege, evacuation flight,
       withdrawal, nuclear submarine, submarines, military's, generals, weapon, strikes on, strike on, assad,
       top general`,
    ],
    [
      1,
      `attack, attacks, killed, explosion, explosions, kabul, syria, yemen, west bank, evacuate, refugees,
       kremlin, offensive, clashes, defense, defence`,
    ],
  ],
  politics: [
    // What a story is about (elections, impeachment, immigration) weighs more than who acts in it (senators, the
    // president): lawmakers striking a budget deal is an economy story, a governor facing a hurricane is "other".
    [
      3,
      `election, elections, electoral, ballot, ballots, voter, voters, impeachment, impeach, filibuster,
       caucus, caucuses, primaries, midterm, midterms, candidate, candidates, nominee, nomination,
       gubernatorial, presidential, referendum, redistricting, gerrymandering, approval rating, inauguration,
       voting rights, capitol riot, insurrection, january 6, jan 6, political, politics, politician,
       politicians, partisan, campaign trail, opposition leader, ruling party, immigration, immigrants,
       migrants, migrant, asylum, deportation, deportations, abortion, abortions, transgender, gun control,
       second amendment, assault weapons, assault weapon, assault rifle, assault rifles, civil rights,
       diplomacy, diplomatic, coalition government, confirmation hearing, special counsel, nuclear option,
       separation of powers, rnc, dnc, same sex marriage, gay marriage, recall election, recall vote,
       recall campaign, recall effort, general election, state of the union, culture war, culture wars,
       war on women, death penalty`,
    ],
    [
      2,
      `vote, votes, voting, senate, senator, senators, congress, congressional, congressman, congresswoman,
       lawmaker, lawmakers, legislature, legislatures, legislators, legislation, parliament, parliamentary,
       republican, republicans, democrat, democrats, democratic, gop, dems, governor, prime minister,
       white house, supreme court, house speaker, oval office, executive order, secretary of state,
       attorney general, justice department, doj, trump, biden, pelosi, mcconnell, schumer, bipartisan,
       campaign, bill, veto, cabinet, fbi, subpoena, indictment, indicted, roe, foreign minister, ambassador,
       state department, conservative, conservatives, liberal, liberals, progressive, progressives, justices,
       mayor, lgbtq, lgbt, census, poll, polls, vice president, vance, g o p, war of words, war chest,
       education policy, school board, school boards, school choice, critical race theory,
       education department, department of education, education secretary, charter schools, teachers union,
       teachers unions, war on drugs, drug war, conflict of interest, conflicts of interest`,
    ],
    [
      1,
      `president, president's, speaker, house, court, ruling, ruled, lawsuit, sue, sues, sued, protest,
       protests, protesters, sanctions, summit, embassy, federal, state, law, laws, party, parties, border,
       agency, officials, minister, leader, leaders, rally, debate, administration, federal judge, judge,
       hearing, testify, testified, testimony, hearings, committee, government, policy, obama, harris, putin,
       netanyahu, zelensky, desantis, newsom, mccarthy, rights, gun, guns, investigation, probe, scandal,
       convention, clinton, sanders, secretary, european union, soviet union, war on, education, school,
       schools, teachers, students, curriculum, campus`,
    ],
  ],
  economy: [
    [
      3,
      `economy, economic, economist, economists, economies, inflation, recession, gdp, unemployment, jobless,
       payrolls, jobs report, job openings, layoffs, interest rate, interest rates, federal reserve,
       central bank, stock market, stocks, wall street, dow, nasdaq, investors, earnings, profit, profits,
       revenue, tariff, tariffs, trade war, trade deal, exports, imports, trade deficit, debt ceiling,
       debt limit, national debt, tax cut, tax cuts, tax credit, tax hike, tax increase, irs, stimulus,
       fiscal, monetary, consumer prices, price index, gas prices, oil prices, energy prices, home prices,
       food prices, cost of living, wages, wage, minimum wage, mortgage, mortgages, real estate, lenders,
       crypto, bitcoin, cryptocurrency, currency, opec, crude, gasoline, supply chain, supply chains,
       employers, employment, manufacturing, retailers, merger, mergers, acquisition, bankruptcy, ipo,
       automaker, automakers, economic growth, growth forecast, consumer spending, labor market,
       labour market, job market, shortage, shortages, eviction, evictions, housing market, infrastructure,
       budget, infrastructure bill, budget bill, spending bill, spending package, reconciliation bill,
       eviction moratorium, government shutdown, federal spending, tax credits, child tax credit, rate cut,
       rate cuts, rate hike, rate hikes, covid relief, coronavirus relief, pandemic relief, relief package,
       relief bill, relief funds, debt, sequester, sequestration, fiscal cliff, tax overhaul, tax reform,
       tax plan, tax bill, spending cuts, budget deal, trans pacific partnership, tpp, nafta, usmca,
       small business, small businesses, recessions, antitrust, payroll tax, rescue plan, rescue package,
       price war, bidding war, stopgap bill, stopgap spending, stopgap funding, continuing resolution`,
    ],
    [
      2,
      `shares, markets, prices, deficit, welfare, poverty, retirement, pension, pensions, entrepreneurs,
       bankers, carmakers, tax, taxes, treasury, spending, trillion, housing, relief, shutdown, rent, rents,
       landlords, banks, loans, jobs, workers, factory, factories, industry, businesses, companies, corporate,
       consumer, consumers, oil, sales, trade, growth, dollar, hiring, social security`,
    ],
    [
      1,
      `billion, funding, credit, euro, yen, labor, labour, union, unions, ceo, airline, airlines, pipeline,
       energy, tenants, cost, costs, pay, money, financial`,
    ],
  ],
  ai: [
    [
      4,
      `artificial intelligence, ai, a i, chatgpt, openai, chatbot, chatbots, generative, large language model,
       large language models, language model, llm, llms, machine learning, deep learning, neural network,
       deepmind, anthropic, deepfake, deepfakes, gpt, superintelligence, agi, midjourney, xai, hassabis,
       amodei`,
    ],
    [2, `copilot, grok, altman, self driving, driverless, facial recognition, humanoid`],
    [
      1,
      `gemini, claude, nvidia, mistral, llama, data center, data centers, robot, robots, robotics, algorithm`,
    ],
  ],
  health: [
    [
      3,
      `covid, coronavirus, pandemic, vaccine, vaccines, vaccination, vaccinations, vaccinated, unvaccinated,
       booster, boosters, measles, ebola, mpox, monkeypox, polio, cholera, malaria, tuberculosis, dengue,
       influenza, flu, bird flu, h5n1, epidemic, outbreak, outbreaks, virus, viruses, infection, infections,
       infectious, cdc, world health organization, surgeon general, fauci, pfizer, moderna, astrazeneca,
       public health, health officials, hospitalizations, hospitalized, icu, mask mandate, mask mandates,
       quarantine, lockdown, lockdowns, delta variant, omicron, antiviral, ivermectin, clinical trial,
       clinical trials, disease, diseases, cancer, cancers, diabetes, alzheimer's, dementia, obesity, opioid,
       opioids, overdose, overdoses, mental health, health care, healthcare, health insurance, medicaid,
       medicare, obamacare, affordable care act, hospital, hospitals, patients, physicians, nih,
       pharmaceutical, drugmaker, drugmakers, prescription drugs, herd immunity, symptoms, contagious,
       transmission, immunization, immunizations, doses, jab, jabs, preexisting conditions,
       pre existing conditions, single payer, social distancing, flatten the curve, ventilator, ventilators,
       trumpcare, health plan, health plans, vaping, e cigarette, e cigarettes, health insurers, hiv,
       hepatitis, zika, sars, pneumonia, antibiotic, antibiotics, superbug, superbugs, life expectancy,
       autism, asthma, heart disease, maternal mortality, infant mortality, childbirth, fentanyl`,
    ],
    [
      2,
      `masks, mask, variant, variants, doctors, doctor, nurses, medical, medicine, medicines, hhs, fda,
       health, treatment, treatments, therapy, surgery, pills, cases, deaths, insurance, insurers, aca,
       smoking, tobacco, immune, maternal, pregnancy, pregnant, newborn, newborns, medication, medications,
       prescription, prescriptions, pharmacy, pharmacies, clinic, clinics, diagnosis, diagnosed, nutrition`,
    ],
    [1, `drug, drugs, study, researchers, testing, mandate, mandates`],
  ],
  other: [
    [
      3,
      `hurricane, tropical storm, tornado, tornadoes, earthquake, quake, wildfire, wildfires, flood, floods,
       flooding, flash flood, typhoon, cyclone, tsunami, blizzard, snowstorm, winter storm, heat wave,
       heatwave, volcano, eruption, landslide, avalanche, national weather service, meteorologists,
       consumer product safety commission, product recall, super bowl, world cup, olympics, olympic,
       championship, playoffs, playoff, tournament, nfl, nba, mlb, nhl, fifa, uefa, ncaa, premier league,
       quarterback, touchdown, stanley cup, world series, grand slam, wimbledon, tennis, golf, soccer,
       baseball, basketball, hockey, cricket, rugby, medal, medals, athlete, athletes, stadium, boxing, ufc,
       formula one, grand prix, oscars, oscar, academy awards, grammys, grammy, emmys, emmy, golden globes,
       box office, album, singer, rapper, actor, actress, celebrity, celebrities, hollywood, concert,
       broadway, royal family, king charles, princess, pope, vatican, nasa, spacex, astronaut, astronauts,
       space station, spacecraft, telescope, asteroid, comet, orbit, fossil, fossils, dinosaur,
       archaeologists, gunman, shooter, mass shooting, school shooting, school shootings, murder, murdered,
       homicide, stabbing, stabbed, robbery, kidnapping, plane crash, derailment, blaze, blazes, house fire,
       forest fire, brush fire, bushfire, bushfires, fire crews, fire broke out, fire breaks out,
       firefighters, rescuers, search and rescue, outage, outages, ransomware, hackers, cyberattack, obituary,
       funeral, wedding, weddings, divorce, space voyage, space flight, spaceflight, blue origin,
       rocket launch`,
    ],
    [
      2,
      `storm, storms, weather, rainfall, drought, fema, coach, league, football, video game, video games,
       fans, film, movie, movies, song, songs, music, musician, band, novel, festival, television, netflix,
       prince, church, space, moon, mars, scientists, species, shooting, shootings, police, suspect, crash,
       building collapse, bridge collapse, rescue workers, dies, died, marathon, tv show, talk show, iphone,
       smartphone, facebook, twitter, instagram, tiktok, youtube, social media, internet, tech, technology,
       culture, award, awards, memorial day, juneteenth, thanksgiving, christmas, holiday, earth day`,
    ],
    [
      1,
      `pride, season, match, game, games, tv, collapse, collapsed, rescue, author, arrested, charged, jury,
       prison, app, apple, google`,
    ],
  ],
};

/** Finance topics (SPEC §2) that speak for a category; the rest (sanctions, litigation, cyber ...) are neutral. */
const TOPIC_CATEGORY: ReadonlyMap<string, Category> = new Map<string, Category>([
  ...[
    ...TOPIC_GROUPS['Central banks'],
    ...TOPIC_GROUPS['Macro / data'],
    ...TOPIC_GROUPS['Markets / instruments'],
    ...TOPIC_GROUPS.Corporate,
    ...TOPIC_GROUPS.Multilateral,
    ...TOPIC_GROUPS['Corporate events'],
    ...TOPIC_GROUPS['Crypto / commodities'],
    ...TOPIC_GROUPS['Catch-all'],
    'trade' as Topic,
    'labor' as Topic,
  ].map((topic): [string, Category] => [topic, 'economy']),
  ['fda', 'health'],
  ['ai', 'ai'],
]);

// ---------------------------------------------------------------------------------------------------------------
// Scoring parameters.

export interface CategoryParams {
  /** A headline cue counts this many times a lead cue: the headline names the happening, the lead adds context. */
  titleWeight: number;
  /** Points for a member tagged with a finance topic of a category (once per category per member). */
  topicPoints: number;
  /**
   * Each further cue of a category in the same text counts this fraction of the one before (strongest first).
   * Repetition says little more, and the decay keeps a category with many everyday words (politics: senators, the
   * president, officials) from outvoting one whose single cue names the subject ("infrastructure", "hurricane").
   */
  decay: number;
  /**
   * Evidence "other" gets for free: an event whose best category does not beat it stays "other". At 1, the
   * lexicon's weights mean what they say: a hint (weight 1) alone in a lead ties and is not enough, a strong cue
   * (weight 2) is, and so is a hint in a headline (1 x titleWeight 3).
   */
  otherFloor: number;
}

/** Chosen on the tuning sets (`scripts/eval-category.ts <data-dir> --sweep`; docs/analysis-category.md). */
export const DEFAULT_PARAMS: Readonly<CategoryParams> = {
  titleWeight: 3,
  topicPoints: 4,
  decay: 0.3,
  otherFloor: 1,
};

interface Cue {
  stems: string[];
  category: Category;
  weight: number;
}

/** Cues by their first stem, longest first, so a phrase is tried before the single word it starts with. */
const CUES_BY_FIRST: ReadonlyMap<string, Cue[]> = (() => {
  // Inflections share a stem ("vaccine", "vaccinated"): one cue per category and stem sequence, at its top weight.
  const unique = new Map<string, Cue>();
  for (const category of CATEGORIES) {
    for (const [weight, list] of LEXICON[category]) {
      for (const entry of list.split(',')) {
        const stems = textTokens(entry);
        if (stems.length === 0) continue;
        const key = `${category}:${stems.join(' ')}`;
        const known = unique.get(key);
        if (!known || known.weight < weight) unique.set(key, { stems, category, weight });
      }
    }
  }
  const map = new Map<string, Cue[]>();
  for (const cue of unique.values()) {
    const cues = map.get(cue.stems[0]) ?? [];
    cues.push(cue);
    map.set(cue.stems[0], cues);
  }
  for (const cues of map.values()) cues.sort((a, b) => b.stems.length - a.stems.length);
  return map;
})();

function matchesAt(stems: readonly string[], i: number, cue: Cue): boolean {
  if (i + cue.stems.length > stems.length) return false;
  for (let k = 1; k < cue.stems.length; k += 1) if (stems[i + k] !== cue.stems[k]) return false;
  return true;
}

export type CategoryScores = Record<Category, number>;

function zeroScores(): CategoryScores {
  return { war: 0, economy: 0, politics: 0, ai: 0, health: 0, other: 0 };
}

/** Adds the evidence of one text: its distinct cues per category, strongest first, decaying, times `factor`. */
function addCues(stems: readonly string[], factor: number, decay: number, into: CategoryScores): void {
  const found = new Map<Category, Set<Cue>>();
  let i = 0;
  while (i < stems.length) {
    const cue = CUES_BY_FIRST.get(stems[i])?.find((c) => matchesAt(stems, i, c));
    if (cue === undefined) {
      i += 1;
      continue;
    }
    // All cues sharing the longest matching span count (a word may speak for two categories).
    for (const same of CUES_BY_FIRST.get(stems[i]) ?? []) {
      if (same.stems.length !== cue.stems.length || !matchesAt(stems, i, same)) continue;
      const set = found.get(same.category) ?? new Set<Cue>();
      set.add(same);
      found.set(same.category, set);
    }
    i += cue.stems.length;
  }
  for (const [category, cues] of found) {
    const weights = [...cues].map((c) => c.weight).sort((a, b) => b - a);
    let share = factor;
    for (const weight of weights) {
      into[category] += weight * share;
      share *= decay;
    }
  }
}

/**
 * One article's evidence per category. Ingest computes it with the default parameters and stores it on the
 * article (in the analysis workers, beside the same wink-nlp analysis), so categorising an event reads its
 * members' evidence instead of tokenising every member again each time the event changes.
 */
export function articleEvidence(
  article: Pick<EventArticle, 'headline' | 'summary' | 'topics'>,
  p: Readonly<CategoryParams> = DEFAULT_PARAMS,
): CategoryScores {
  const scores = zeroScores();
  const tokens = articleTokens(article);
  addCues(tokens.headline, p.titleWeight, p.decay, scores);
  addCues(tokens.lead, 1, p.decay, scores);
  const topical = new Set<Category>();
  for (const topic of article.topics) {
    const category = TOPIC_CATEGORY.get(topic);
    if (category !== undefined) topical.add(category);
  }
  for (const category of topical) scores[category] += p.topicPoints;
  return scores;
}

/** Mean evidence per category over the members (the "other" floor included), for inspection and evaluation. */
export function categoryScores(
  articles: readonly EventArticle[],
  params: Readonly<CategoryParams> = DEFAULT_PARAMS,
): CategoryScores {
  const total = zeroScores();
  // Summed in id order: floating-point sums depend on order, and the answer must not depend on the members'.
  for (const article of [...articles].sort((a, b) => a.id - b.id)) {
    const scores =
      params === DEFAULT_PARAMS && article.category_evidence
        ? article.category_evidence
        : articleEvidence(article, params);
    for (const category of CATEGORIES) total[category] += scores[category];
  }
  const n = Math.max(articles.length, 1);
  for (const category of CATEGORIES) total[category] /= n;
  total.other += params.otherFloor;
  return total;
}

/**
 * The event's category: the highest mean evidence, "other" when nothing beats its floor. A tie with the floor
 * stays "other"; other ties go to the earlier category in the spec's order.
 */
export function categorise(
  articles: readonly EventArticle[],
  params: Readonly<CategoryParams> = DEFAULT_PARAMS,
): Category {
  const scores = categoryScores(articles, params);
  let best: Category = 'other';
  for (const category of CATEGORIES) if (scores[category] > scores[best]) best = category;
  return best;
}
