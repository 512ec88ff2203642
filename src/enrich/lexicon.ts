// Word lists that carry no event identity, whether as terms or as names: what the clustering features and the
// analysis's claims and names leave out.

const words = (list: string): ReadonlySet<string> => new Set(list.trim().split(/\s+/));

/**
 * Lowercase function words and news boilerplate ("said", "according"). They appear in every story, and the
 * headline document-frequency table under-counts them because headlines rarely use them.
 */
export const STOPWORDS = words(`
  a about above after again against ago all almost also although always am among an and another any anyone
  anything are around as at away back be became because become been before being below between both but by
  came can cannot could did do does doing done down during each either else even ever every few for from
  further get gets getting got had has have having he her here hers herself him himself his how however i if
  in into is it its itself just last later least less like made make makes many may me might more most much
  must my myself near nearly neither never new news next no nor not now of off often on once one only or other
  others our ours ourselves out over own per perhaps put rather really said same say saying says see seen
  several shall she should since so some something still such take than that the their theirs them themselves
  then there these they this those though through thus to today together told too toward towards under until
  up upon us use used very via was way we well were what whatever when where whether which while who whom
  whose why will with within without would yet you your yours yourself yourselves according amid including
  tells telling stated statement report reported reports reporting reportedly added asked week weeks day days
  year years month months time times yesterday tomorrow tonight morning afternoon evening night
  n't 's 're 've 'll 'd 'm`);

/**
 * Weekdays and months: every story of the same day shares them, so they identify no event, and capitalised
 * they are not names either.
 */
export const CALENDAR_WORDS = words(`
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december jan feb mar apr jun jul aug sep sept oct nov dec`);

/** Honorifics and titles written before names ("Sen. Smith"): capitalised, but the name is what identifies. */
export const HONORIFICS = words(`mr mrs ms dr sen rep gov lt gen col sgt jr sr st`);

/**
 * Offices written capitalised before a name ("Governor Okafor", "Secretary of Transportation Galloway"). Every
 * governor's, judge's or secretary's story carries them, so as names they would tie different people's stories.
 */
export const OFFICES = words(`
  governor senator president secretary representative congressman congresswoman judge mayor minister speaker
  chairman chairwoman commissioner sheriff deputy ambassador spokesman spokeswoman spokesperson`);

/**
 * Capitalised words and acronyms that name no actor: corporate suffixes, exchanges, and the metrics and
 * roles of business reporting. Every company's earnings story prints "EPS", "NYSE" and "CEO"; as entities
 * they would make two companies' stories look like one actor's.
 */
export const GENERIC_NAMES = words(`
  inc corp co ltd plc llc ag sa nv group holdings nyse nasdaq eps ceo cfo coo ipo gdp cpi ppi etf q1 q2 q3 q4
  ai`);

/** True for a lowercase word that can be neither a weighted term nor an entity. */
export function isNoise(word: string): boolean {
  const w = word.replace(/’/g, "'");
  return STOPWORDS.has(w) || CALENDAR_WORDS.has(w) || HONORIFICS.has(w);
}
