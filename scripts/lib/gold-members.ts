// The real gold's articles as the event analysis reads them: each built by the service's own path (the per-article
// analysis and sentence vector ingest computes, then the member projection: src/cli/analyze-member.ts, as
// `parallax analyze` does), then placed where the gold puts its side. An article is analysed once; placing it
// elsewhere (the pair tests put one article on either side) only changes its position.
import type { MemberArticle } from '../../src/documents/member-article';
import { memberOfLine } from '../../src/cli/analyze-member';
import { biasAt } from '../../src/outlets/bias-bands';
import { outletBySlug } from '../../src/outlets/catalog';
import { placedOutlet } from '../../src/cli/placed-outlet';
import type { BasilArticle, BasilTriplet } from './gold-basil';
import type { GoldSide, RoundupArticle, RoundupEvent } from './gold-roundups';

export const LEFT_POSITION = 20;
export const CENTRE_POSITION = 50;
export const RIGHT_POSITION = 80;
export const SIDE_POSITION: Record<GoldSide, number> = {
  left: LEFT_POSITION,
  center: CENTRE_POSITION,
  right: RIGHT_POSITION,
};

/** Analysis runs "now": the gold's dates are in the past, so none is read as a future date. */
const RUN_AT = new Date();

const analysed = new Map<string, MemberArticle>();

interface GoldText {
  url: string;
  outlet: string;
  title: string;
  lead: string;
  date: string;
}

async function analysedMember(text: GoldText): Promise<MemberArticle> {
  const raw = {
    url: text.url,
    title: text.title,
    summary: text.lead,
    published_at: `${text.date.slice(0, 10)}T12:00:00.000Z`,
    outlet: text.outlet,
  };
  const outcome = await memberOfLine(
    { raw, where: text.url, outlet: placedOutlet(text.outlet, { bias_position: CENTRE_POSITION }) },
    RUN_AT,
  );
  if (!outcome.ok)
    throw new Error(`${text.url}: ${outcome.reason === 'invalid' ? outcome.message : outcome.reason}`);
  return outcome.member;
}

const roundupText = (e: RoundupEvent, a: RoundupArticle): GoldText => ({ ...a, date: e.date });
const basilText = (a: BasilArticle): GoldText => ({ ...a, outlet: a.outlet_slug });
/** The continuation's first sentence stands as its headline (a second article of one outlet has its own). */
const continuationText = (a: BasilArticle): GoldText => {
  const end = a.continuation.indexOf('. ');
  return {
    url: `${a.url}#continued`,
    outlet: a.outlet_slug,
    title: end > 0 ? a.continuation.slice(0, end + 1) : a.continuation,
    lead: end > 0 ? a.continuation.slice(end + 2) : '',
    date: a.date,
  };
};

/** Analyses every article of the gold once, as the service would (the sentence encoder included). */
export async function analyseGold(roundups: RoundupEvent[], basil: BasilTriplet[]): Promise<void> {
  const texts = [
    ...roundups.flatMap((e) => e.articles.map((a) => roundupText(e, a))),
    ...basil.flatMap((t) =>
      t.articles.flatMap((a) => [basilText(a), ...(a.continuation ? [continuationText(a)] : [])]),
    ),
  ];
  for (const text of texts) if (!analysed.has(text.url)) analysed.set(text.url, await analysedMember(text));
}

/** The article as analysed by analyseGold, at this position (its outlet's slug and name kept). */
function goldMember(text: GoldText, position: number): MemberArticle {
  const m = analysed.get(text.url);
  if (!m) throw new Error(`${text.url} was not analysed: call analyseGold first`);
  return { ...m, bias_position: position, bias: biasAt(position) };
}

export function roundupMember(
  e: RoundupEvent,
  a: RoundupArticle,
  position = SIDE_POSITION[a.side],
): MemberArticle {
  return goldMember(roundupText(e, a), position);
}

/** The roundup event's articles, each outlet at its gold side's position. */
export function roundupMembers(e: RoundupEvent): MemberArticle[] {
  return e.articles.map((a) => roundupMember(e, a));
}

/** At the catalogue's position of its outlet unless placed elsewhere. */
export function basilMember(
  a: BasilArticle,
  position = outletBySlug(a.outlet_slug)!.bias_position,
): MemberArticle {
  return goldMember(basilText(a), position);
}

/** A BASIL article's paragraphs after its lead, as a second text of the same outlet (no headline). */
export function basilContinuation(a: BasilArticle, position: number): MemberArticle {
  return goldMember(continuationText(a), position);
}
