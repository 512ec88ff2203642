// Judges one roundup event's fact ledger against the real gold (ledger-gold.ts), for scripts/eval-ledger.ts: the
// ledger is built as perspectives.ts builds it (claims from each article's profile, wire origins, factLedger) from
// whichever version's modules are passed, so an older commit and this tree are judged by the same rules.
import type { Claim } from '../../src/analyze/claims';
import type { ClaimGroup, Ledger, LedgerSource } from '../../src/analyze/fact-ledger';
import type { CopyText } from '../../src/analyze/wire-copies';
import { textRef, type LedgerGold, type PairVerdict } from './ledger-gold';

export interface RoundupArticle {
  /** The roundup's outlet name, as the labels hold it. */
  name: string;
  slug: string;
  bias_position: number;
  headline: string;
  lead: string;
  published_at: string;
}

export interface LedgerModules {
  profileText(headline: string, summary: string): { claims: Claim[]; shingles: Set<number> };
  sentences(text: string): string[];
  sideOf(position: number): LedgerSource['side'];
  wireOrigins(texts: readonly CopyText[]): Map<string, string>;
  factLedger(sources: readonly LedgerSource[]): Ledger;
}

export interface EventScore {
  disputedShown: number;
  disputedJudged: number;
  disputedCorrect: number;
  confirmedShown: number;
  confirmedJudged: number;
  confirmedCorrect: number;
  speakerJudged: number;
  speakerWrong: number;
  conflicts: number;
  conflictsFound: number;
  unlabelled: number;
  unlabelledLines: string[];
}

type Entry = ClaimGroup['entries'][number];

function buildLedger(articles: RoundupArticle[], m: LedgerModules): Ledger {
  const profiles = new Map(articles.map((a) => [a.slug, m.profileText(a.headline, a.lead)]));
  const origins = m.wireOrigins(
    articles.map((a) => ({ ...a, outlet_slug: a.slug, shingles: profiles.get(a.slug)!.shingles })),
  );
  return m.factLedger(
    articles.map((a) => ({
      outlet_slug: a.slug,
      outlet: a.name,
      bias_position: a.bias_position,
      side: m.sideOf(a.bias_position),
      origin: origins.get(a.slug)!,
      claims: profiles.get(a.slug)!.claims,
    })),
  );
}

/** The index of the sentence a text claim comes from (0 the headline), by its snippet's opening words. */
function sentenceOf(article: RoundupArticle, claim: Claim, m: LedgerModules): number {
  const opening = claim.snippet
    .replace(/^“|”$|…$/g, '')
    .split(/\s+/)
    .slice(0, 5)
    .join(' ');
  const all = [article.headline, ...m.sentences(article.lead)];
  const index = all.findIndex((s) => s.replace(/\s+/g, ' ').includes(opening));
  return index < 0 ? 0 : index;
}

/** Verdicts of every pair of entries from different outlets (undefined where unlabelled). */
function verdicts(
  id: number,
  pairs: [Entry, Entry][],
  article: (slug: string) => RoundupArticle,
  gold: LedgerGold,
  m: LedgerModules,
): (PairVerdict | undefined)[] {
  return pairs.map(([x, y]) => {
    const [ax, ay] = [article(x.origin), article(y.origin)];
    if (x.claim.kind === 'figure' && y.claim.kind === 'figure')
      return gold.figurePair(
        id,
        { outlet: ax.name, unit: x.claim.unit!, value: x.claim.value! },
        { outlet: ay.name, unit: y.claim.unit!, value: y.claim.value! },
      );
    return gold.textPair(
      id,
      textRef(ax.name, sentenceOf(ax, x.claim, m)),
      textRef(ay.name, sentenceOf(ay, y.claim, m)),
    );
  });
}

const crossPairs = (a: Entry[], b: Entry[]) =>
  a.flatMap((x) => b.filter((y) => y.origin !== x.origin).map((y) => [x, y] as [Entry, Entry]));

/** Whether a gold conflict shows: a disputed group holding both of its versions on opposite sides. */
function conflictFound(
  conflict: LedgerGold['conflicts'][number],
  disputed: ClaimGroup[],
  article: (slug: string) => RoundupArticle,
): boolean {
  const matches = (e: Entry, v: LedgerGold['conflicts'][number]['versions'][number]) =>
    v.outlets.includes(article(e.origin).name) &&
    (conflict.kind === 'denial' ? e.claim.denial === v.denies : e.claim.value === v.value);
  const [first, second] = conflict.versions;
  return disputed.some((g) => {
    const sides = [
      g.entries.filter((e) => g.agreeing.includes(e.origin)),
      g.entries.filter((e) => g.contradicting.includes(e.origin)),
    ];
    return sides.some(
      (one, i) => one.some((e) => matches(e, first)) && sides[1 - i].some((e) => matches(e, second)),
    );
  });
}

function describe(
  id: number,
  g: ClaimGroup,
  article: (slug: string) => RoundupArticle,
  m: LedgerModules,
): string {
  const entries = g.entries.map((e) => {
    const a = article(e.origin);
    const where =
      e.claim.kind === 'figure' ? `${e.claim.unit}=${e.claim.value}` : `#${sentenceOf(a, e.claim, m)}`;
    return `[${a.name} ${where}${e.claim.denial ? ' DENIAL' : ''} speaker=${e.claim.speaker || '-'}] ${e.claim.snippet}`;
  });
  return `${id} ${g.status} ${g.kind} attribution=${g.attribution} :: ${entries.join(' || ')}`;
}

export function judgeEvent(
  id: number,
  articles: RoundupArticle[],
  m: LedgerModules,
  gold: LedgerGold,
): EventScore {
  const ledger = buildLedger(articles, m);
  const bySlug = new Map(articles.map((a) => [a.slug, a]));
  const article = (slug: string) => bySlug.get(slug)!;
  const shown = ledger.groups.filter((g) =>
    ledger.facts.some((f) => f.text === g.text && f.status === g.status),
  );
  const score: EventScore = {
    disputedShown: 0,
    disputedJudged: 0,
    disputedCorrect: 0,
    confirmedShown: 0,
    confirmedJudged: 0,
    confirmedCorrect: 0,
    speakerJudged: 0,
    speakerWrong: 0,
    conflicts: 0,
    conflictsFound: 0,
    unlabelled: 0,
    unlabelledLines: [],
  };
  const unlabelled = (g: ClaimGroup, what: string) => {
    score.unlabelled += 1;
    score.unlabelledLines.push(`${what} ${describe(id, g, article, m)}`);
  };
  for (const g of shown) {
    const agreeing = g.entries.filter((e) => g.agreeing.includes(e.origin));
    if (g.status === 'disputed') {
      score.disputedShown += 1;
      const contradicting = g.entries.filter((e) => g.contradicting.includes(e.origin));
      const denial = gold.conflicts.some((c) => c.event_id === id && conflictFound(c, [g], article));
      const v = verdicts(id, crossPairs(agreeing, contradicting), article, gold, m);
      if (!denial && v.every((x) => x === undefined)) unlabelled(g, 'PAIR');
      else {
        score.disputedJudged += 1;
        if (denial || v.includes('same_conflict')) score.disputedCorrect += 1;
      }
      continue;
    }
    score.confirmedShown += 1;
    const pairs = crossPairs(agreeing, agreeing).filter(([x, y]) => x.origin < y.origin);
    const v = verdicts(id, pairs, article, gold, m);
    const wrong = v.some((x) => x !== undefined && x !== 'same_agree');
    if (!wrong && v.includes(undefined)) unlabelled(g, 'PAIR');
    else {
      score.confirmedJudged += 1;
      if (!wrong) score.confirmedCorrect += 1;
    }
    if (!g.entries.some((e) => e.claim.speaker === g.attribution)) continue;
    const said = gold.speaker(id, g.attribution);
    if (!said) unlabelled(g, 'SPEAKER');
    else {
      score.speakerJudged += 1;
      if (said === 'speaker_wrong') score.speakerWrong += 1;
    }
  }
  const disputed = shown.filter((g) => g.status === 'disputed');
  for (const c of gold.conflicts.filter((c) => c.event_id === id)) {
    score.conflicts += 1;
    if (conflictFound(c, disputed, article)) score.conflictsFound += 1;
  }
  return score;
}
