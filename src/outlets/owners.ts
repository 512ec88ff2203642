// Outlets that share an owner (fact ledger independence): two outlets of one owner agreeing on a claim
// are one source confirming it, as a wire copy is. Only groups of tracked outlets under one newsroom owner; the
// rest own themselves. Ownership as of 2021-2026: Fox Corporation, News Corp (through Dow Jones for the Wall
// Street Journal and MarketWatch), NBCUniversal (Comcast), Axel Springer (Politico since 2021).
const OWNERS: Record<string, readonly string[]> = {
  'fox-corporation': ['fox-news', 'fox-business'],
  'news-corp': ['wall-street-journal', 'new-york-post', 'marketwatch'],
  nbcuniversal: ['nbc-news', 'msnbc', 'cnbc'],
  'axel-springer': ['politico', 'business-insider'],
};

const ownerBySlug = new Map(
  Object.entries(OWNERS).flatMap(([owner, slugs]) => slugs.map((slug) => [slug, owner] as const)),
);

/** The owner group an outlet belongs to, or the outlet itself when it shares no owner with another tracked one. */
export function ownerOf(slug: string): string {
  return ownerBySlug.get(slug) ?? slug;
}
