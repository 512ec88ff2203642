// The subject of an event (what a source row's sentiment is toward; docs/divergence.md, Subject): the named actor
// mentioned by the most outlets in their headlines and leads (ties: more mentions, then the name first met), or,
// when no name is shared by two outlets, the content word the most outlets use. One outlet's pet name never
// becomes the subject of a story everyone tells.
import type { ArticleProfile } from './article-profile';

export interface Subject {
  /** As a reader sees it ("Adaeze Okafor", "wildfire"). */
  display: string;
  /** What mentions are matched by: a name's lowercased last word, or a stem. */
  key: string;
  kind: 'name' | 'term';
}

interface Tally {
  /** How often each way of writing it occurs. */
  displays: Map<string, number>;
  outlets: Set<string>;
  mentions: number;
  order: number;
}

/**
 * The way it is written most often (a sentence's first word can cling to a name: "Struggling Larkspur"), the
 * longer among equals ("Adaeze Okafor" over "Okafor").
 */
function shown(tally: Tally): string {
  return [...tally.displays].sort(
    ([a, n], [b, m]) => m - n || b.length - a.length || a.localeCompare(b),
  )[0][0];
}

function best(tallies: Map<string, Tally>): [string, Tally] | undefined {
  return [...tallies].sort(
    ([, a], [, b]) => b.outlets.size - a.outlets.size || b.mentions - a.mentions || a.order - b.order,
  )[0];
}

export function eventSubject(
  articles: readonly { outlet: string; profile: ArticleProfile }[],
): Subject | undefined {
  const names = new Map<string, Tally>();
  const terms = new Map<string, Tally>();
  let order = 0;
  const count = (tallies: Map<string, Tally>, key: string, display: string, outlet: string) => {
    const tally = tallies.get(key) ?? {
      displays: new Map(),
      outlets: new Set(),
      mentions: 0,
      order: order++,
    };
    tally.displays.set(display, (tally.displays.get(display) ?? 0) + 1);
    tally.outlets.add(outlet);
    tally.mentions += 1;
    tallies.set(key, tally);
  };
  for (const { outlet, profile } of articles)
    for (const name of profile.names) count(names, name.key, name.display, outlet);
  const name = best(names);
  const outlets = new Set(articles.map((a) => a.outlet)).size;
  if (name && (name[1].outlets.size >= 2 || outlets === 1))
    return { display: shown(name[1]), key: name[0], kind: 'name' };
  // Words are tallied only when no name will do: an event's texts hold far more words than names.
  for (const { outlet, profile } of articles)
    for (const stem of profile.stems) count(terms, stem, profile.surface.get(stem) ?? stem, outlet);
  const term = best(terms);
  return term ? { display: shown(term[1]), key: term[0], kind: 'term' } : undefined;
}
