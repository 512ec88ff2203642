// The member articles event analysis reads: from the process's recent cache, the rest by id (and cached).
import type { CarriedInputs, CarryingMember } from '../../analyze/carried-inputs';
import { MEMBER_FIELDS, type MemberArticle } from '../../documents/member-article';
import type { AppContext } from '../../context';
import type { RecentCache } from '../../cluster/es/recent-cache';
import { docsById } from '../../store/docs-by-id';

/**
 * The member fields of an article (a whole article document holds far more than analysis reads), with the inputs
 * of event analysis that ingest computed for it, when given.
 */
export function memberOf(article: MemberArticle, carried?: CarriedInputs): CarryingMember {
  const member = Object.fromEntries(MEMBER_FIELDS.map((field) => [field, article[field]])) as MemberArticle;
  return carried ? { ...member, carried } : member;
}

/** Keeps an article's member (memberOf) in the process's cache. */
export function rememberMember(
  cache: RecentCache<CarryingMember>,
  article: MemberArticle,
  carried?: CarriedInputs,
): void {
  cache.set(article.id, memberOf(article, carried), Date.parse(article.published_at));
}

/** The articles with these ids that exist; a missing id (deleted since) is simply absent. */
export async function loadMembers(
  target: Pick<AppContext, 'es' | 'indices'>,
  ids: readonly number[],
  cache: RecentCache<CarryingMember>,
): Promise<Map<number, CarryingMember>> {
  const out = new Map<number, CarryingMember>();
  const missing: number[] = [];
  for (const id of new Set(ids)) {
    const cached = cache.get(id);
    if (cached) out.set(id, cached);
    else missing.push(id);
  }
  for (const [id, { source }] of await docsById<MemberArticle>(
    target.es,
    target.indices.articles,
    missing,
    MEMBER_FIELDS,
  )) {
    out.set(id, source);
    rememberMember(cache, source);
  }
  return out;
}
