// Pools of invented people, places and organisations for the demo corpus. Names are composed from
// parts so that thousands of events get their own cast; US states and trading partners are real
// (facts, not text), everything that acts in a story is made up.
import type { Rng } from './prng';

/** Pools are written as one separated string each: compact to read and stable under the formatter. */
function list(text: string, separator: string): readonly string[] {
  return text.split(separator);
}

const FIRST_NAMES = list(
  'Adaeze Aiden Alma Amara Anders Anika Arjun Astrid Beatriz Bennett Bianca Caleb Camila Carmen ' +
    'Cecil Celeste Chidi Clara Colin Dalia Damon Delphine Desmond Dmitri Elena Elias Eloise Emeka ' +
    'Esther Farah Felix Fiona Gareth Gemma Gideon Greta Hana Harlan Hector Helena Idris Imani Ingrid ' +
    'Irene Isaac Ivana Jalen Jasmine Joaquin Jonah Josefa Julian Kai Kalinda Keiko Kendra Kofi Laila ' +
    'Lars Leona Lucas Lydia Mabel Malik Marcus Marisol Mateo Maya Mei Milo Nadia Naveen Nell Nikolai ' +
    'Noor Odette Omar Orla Pablo Paloma Priya Quentin Rafael Rania Reuben Rhea Rohan Rosalind Ruth ' +
    'Samir Selma Silas Sofia Soren Tamsin Tariq Thea Tobias Ulrich Valeria Vera Victor Wanda Wesley ' +
    'Ximena Yara Yusuf Zara Zoltan Beau Corinne Darius Estelle Fletcher Grady Hollis Iris Jude Lorna ' +
    'Merritt',
  ' ',
);

const LAST_NAMES = list(
  'Abernathy Achterberg Adeyemi Alcott Alvarado Ambrose Ashdown Balogun Barrowman Beckwith Bellamy ' +
    'Benedetti Blackwood Bramley Castellano Chandrasekar Coldwell Corrigan Dalgaard Danforth ' +
    'Delacroix Dunmore Eastbrook Ellingsworth Escobedo Fairbanks Falkner Fennimore Fitzwilliam ' +
    'Galloway Garroway Gustafsen Haldane Hargreave Hawthorne Holloway Ibarra Ingleby Iwasaki ' +
    'Jablonski Kaminski Kensington Kowalczyk Lachance Langford Larkspur Lindqvist Lockhart Maddox ' +
    'Marchetti Mbeki-Hart McAllister Merriweather Montclair Nakashima Nightingale Northcott Novakova ' +
    'Oduya Okonkwo Olander Ostrowski Pemberton Petrakis Quillfeather Radcliffe Ravensworth Redmayne ' +
    'Rosenthal Saltonstall Santangelo Sato-Reyes Selwyn Sheffield Sinclair Strickland Sutherland ' +
    'Tallis Thorncroft Trevelyan Underhill Valcourt Vandermeer Varga Velasquez Wainwright Waverly ' +
    'Westergaard Whitlock Winterbourne Yardley Yilmaz-Cole Zabrowski Zelenko Amberly Brightwater ' +
    'Crowhurst Dunleavy Everhart Foxworth Greenhalgh Hollander Kingsley Marlowe Oakes Penhallow ' +
    'Quarles Rutherford Stanhope Thackeray Upton Wexford',
  ' ',
);

export const US_STATES = list(
  'Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|' +
    'Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|' +
    'Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|' +
    'New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|' +
    'South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|' +
    'Wisconsin|Wyoming',
  '|',
);

const TOWN_HEADS = list(
  'Ash Bel Birch Black Bright Cedar Clear Copper Crest Deer Eagle East Elm Fair Fern Fox Glen Gold ' +
    'Granite Green Harbor Hazel Hollow Iron Juniper Lake Laurel Linden Maple Marsh Mill North Oak ' +
    'Orchard Pine Quarry Raven Red River Rock Sage Salt Silver South Spruce Stone Summer Thorn West ' +
    'Willow Wolf',
  ' ',
);
const TOWN_TAILS = list(
  'bank bridge brook burg bury dale field ford gate haven hurst ley mont moor port ridge stead ton ' +
    'vale view ville water wick wood',
  ' ',
);
const TOWN_FORMS = ['{t}', '{t}', '{t}', 'Port {t}', '{t} Falls', '{t} Springs', 'New {t}', '{t} Junction'];

const SYLLABLES = list(
  'ka ro vi len dor mes tal ber sha nov kai zar eth mir ost val dra quen lu sar tem gor ith bel ' +
    'ran cor vek ash mon pri',
  ' ',
);
const COUNTRY_ENDINGS = list('ia ova istan ania eria ora esh and', ' ');

const ORG_HEADS = list(
  'Anchor|Beacon|Bridgewater|Cardinal|Civic|Clearview|Commonwealth|Compass|Crossroads|Evergreen|' +
    'Frontier|Granite|Harborline|Heartland|Horizon|Keystone|Landmark|Liberty|Meridian|Northstar|' +
    'Pinnacle|Prairie|Redwood|Riverbend|Sentinel|Summit|Tidewater|Union Square|Vantage|Westfield',
  '|',
);
const ORG_KINDS = list(
  'Policy Institute|Research Center|Foundation|Coalition|Institute|Project|Alliance|Council|' +
    'Analytics Group|Economic Forum',
  '|',
);
const COMPANY_TAILS = list(
  'Systems Labs Dynamics Industries Logistics Robotics Health Energy Materials Networks Foods ' +
    'Biosciences Motors Works Analytics Semiconductor',
  ' ',
);

export function firstName(r: Rng): string {
  return r.pick(FIRST_NAMES);
}

function lastName(r: Rng): string {
  return r.pick(LAST_NAMES);
}

/** An invented full name, e.g. "Marisol Okonkwo". */
export function person(r: Rng): string {
  return `${firstName(r)} ${lastName(r)}`;
}

export function state(r: Rng): string {
  return r.pick(US_STATES);
}

/** An invented American-sounding town, e.g. "Cedarbrook" or "Port Ashford". */
export function town(r: Rng): string {
  const stem = r.pick(TOWN_HEADS) + r.pick(TOWN_TAILS);
  return r.pick(TOWN_FORMS).replace('{t}', stem);
}

/** An invented foreign place name of two or three syllables, e.g. "Velkaro". */
export function placeName(r: Rng, syllables = r.int(2, 3)): string {
  let s = '';
  for (let i = 0; i < syllables; i++) s += r.pick(SYLLABLES);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** An invented country, e.g. "Ostravia" or "Kelmaresh". */
export function country(r: Rng): string {
  const stem = r.pick(SYLLABLES) + r.pick(SYLLABLES);
  return stem.charAt(0).toUpperCase() + stem.slice(1) + r.pick(COUNTRY_ENDINGS);
}

/** An invented research group or advocacy organisation, e.g. "Meridian Policy Institute". */
export function organisation(r: Rng): string {
  return `${r.pick(ORG_HEADS)} ${r.pick(ORG_KINDS)}`;
}

/** An invented private company, e.g. "Quarrymont Robotics". Never a listed company: no ticker. */
export function privateCompany(r: Rng): string {
  return `${r.pick(TOWN_HEADS)}${r.pick(TOWN_TAILS)} ${r.pick(COMPANY_TAILS)}`;
}

/** An invented person introduced with an affiliation, for quotes: "Vera Tallis of the Summit Foundation". */
export function expert(r: Rng): string {
  return `${person(r)} of the ${organisation(r)}`;
}
