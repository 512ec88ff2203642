// The real gold's articles as the event analysis reads them: member articles with the per-article analysis of
// the test fixtures (framing, sentiment), each outlet placed where the gold puts its side, or where the outlet
// catalogue puts it.
import type { MemberArticle } from '../../src/analyze/member-article';
import { catalogueOutlet, member, type CatalogueOutlet } from '../../test/fixtures/member-articles';
import type { BasilArticle } from './gold-basil';
import type { GoldSide, RoundupArticle, RoundupEvent } from './gold-roundups';

export const LEFT_POSITION = 20;
export const CENTRE_POSITION = 50;
export const RIGHT_POSITION = 80;
export const SIDE_POSITION: Record<GoldSide, number> = {
  left: LEFT_POSITION,
  center: CENTRE_POSITION,
  right: RIGHT_POSITION,
};

/** An outlet at a given position: the catalogue's when the name is one of ours (its slug kept), else a stand-in. */
export function placedOutlet(name: string, position: number): CatalogueOutlet {
  const known = catalogueOutlet(name);
  const slug = known?.slug ?? name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return {
    slug,
    name: known?.name ?? name,
    domains: known?.domains ?? [`${slug}.example`],
    bias: position < 35 ? 'left' : position > 65 ? 'right' : 'center',
    bias_position: position,
  };
}

export const isoDay = (date: string) => `${date.slice(0, 10)}T12:00:00.000Z`;

export function roundupMember(
  e: RoundupEvent,
  a: RoundupArticle,
  position = SIDE_POSITION[a.side],
): MemberArticle {
  return member(placedOutlet(a.outlet, position), a.title, a.lead, isoDay(e.date));
}

/** The roundup event's articles, each outlet at its gold side's position. */
export function roundupMembers(e: RoundupEvent): MemberArticle[] {
  return e.articles.map((a) => roundupMember(e, a));
}

export function basilMember(
  a: BasilArticle,
  position = catalogueOutlet(a.outlet_slug)!.bias_position,
): MemberArticle {
  return member(placedOutlet(a.outlet_slug, position), a.title, a.lead, isoDay(a.date));
}
