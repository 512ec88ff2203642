// Datelines, agency credits and bylines taken out of a headline and lead before wire copies are compared
// (wire-copies.ts): a regional outlet that prints an agency's text under "KYIV, Ukraine (AP) —" or "By Jane Doe,
// Associated Press" changes the text's first shingles, and two different texts carrying one byline would share
// them. Only the forms wire copy is printed under are matched: a dateline or byline at the start of a sentence or
// line ("(CNN)" alone is one), an agency credit after a dash or bar at the end of a line or headline.

/** Agencies whose name appears in datelines and credits ("(AP)", "| Reuters", "— The Associated Press"). */
const AGENCY = String.raw`(?:The\s+)?(?:Associated\s+Press|AP|Reuters|AFP|Agence\s+France-Presse|Bloomberg(?:\s+News)?|UPI|United\s+Press\s+International|dpa|Xinhua|Kyodo(?:\s+News)?|Yonhap|Canadian\s+Press|PA\s+Media|CNN(?:\s+Business)?)`;
const MONTH = String.raw`(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.?`;
/** A place word: "WASHINGTON", "Kyiv", "St.", "D.C."; a longer word never ends in a dot, so a headline's last word is not one. */
const PLACE_WORD = String.raw`(?:[A-Z][\p{L}'’-]*\p{L}|[A-Z][a-z]?\.|[A-Z]\.[A-Z]\.)`;
const UPPER_WORD = String.raw`(?:[A-Z][A-Z'’-]*[A-Z]|[A-Z][A-Z]?\.|[A-Z]\.[A-Z]\.)`;
/** ", Ukraine", ", Calif.", ", Nov. 3", ", 3 November": what follows the city. */
const PLACE_TAIL = String.raw`(?:,\s*(?:[A-Z][a-z]{1,4}\.|${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2}))?(?:,\s*(?:${MONTH}\s+\d{1,2}|\d{1,2}\s+${MONTH}))?`;
const DASH = String.raw`\s*(?:[—–]|--?)\s*`;
/** Where a dateline or byline may begin: the text's start, a new line, or after a sentence's end. */
const START = String.raw`(?<=^|\n|[.!?]["”’)]?\s)\s*`;
/** A person's name of two to four capitalised words ("Jane Doe", "Mary-Kate O’Neil", "JOHN Q. PUBLIC"). */
const NAME = String.raw`[A-Z][\p{L}'’-]*(?:\s+(?:[A-Z]\.|[A-Z][\p{L}'’-]*)){1,3}`;

const PATTERNS: readonly RegExp[] = [
  // "By Jane Doe and John Roe, Associated Press", "By JANE DOE | Reuters", "By The Associated Press": only when an
  // agency, a bar, a line's end or a dateline's capitals follow the name, so "By Friday Democrats hope" stays.
  new RegExp(
    String.raw`${START}By\s+(?:${AGENCY}(?:\s+[Ss]taff)?|${NAME}(?:(?:,\s*|\s+and\s+)${NAME})*(?:(?:,\s*|\s*[|•·]\s*|\s+)${AGENCY}(?:\s+(?:[Ss]taff\s+)?[Ww]riters?)?|\s*[|•·]|(?=\s*(?:\n|$|[A-Z]{2,}\b))))`,
    'gu',
  ),
  // "Jane Doe | Reuters" at a line's start.
  new RegExp(String.raw`${START}${NAME}\s*[|•·]\s*${AGENCY}`, 'gu'),
  // "NEW YORK, Nov 3 (Reuters) -", "Washington (CNN) —", "(CNN)": a place before an agency in parentheses.
  new RegExp(
    String.raw`${START}(?:${PLACE_WORD}(?:\s+${PLACE_WORD}){0,2}${PLACE_TAIL}\s*)?\(${AGENCY}\)(?:${DASH})?`,
    'gu',
  ),
  // "WASHINGTON —", "ST. LOUIS, Mo. —": a place in capitals and a dash, no agency.
  new RegExp(String.raw`${START}${UPPER_WORD}(?:\s+${UPPER_WORD}){0,2}${PLACE_TAIL}\s+(?:[—–]|--?)\s`, 'gu'),
  // "— The Associated Press", " | Reuters", " - Reuters" ending a line, a headline or the text.
  new RegExp(String.raw`\s+(?:[—–|-])\s*${AGENCY}(?=\s*(?:$|\n|[.]\s))`, 'gu'),
];

/** The text without its datelines, agency credits and bylines. */
export function stripCredits(text: string): string {
  return PATTERNS.reduce((out, pattern) => out.replace(pattern, ''), text);
}
