// The article lookup's parameters (src/contract/parameters/lookup.ts) as the lookup service takes them, for
// GET /articles/lookup, MCP find_other_side and the lookup page alike: one of url and title must be given, a rule
// between parameters that the schema of each cannot state.
import type { LookupInput } from '../services/article-lookup';
import { invalidParameter } from '../errors';

export interface LookupParameters {
  url?: string;
  title?: string;
  text?: string;
  published_at?: Date;
}

export function lookupInput(q: LookupParameters): LookupInput {
  if (q.url === undefined && q.title === undefined) throw invalidParameter('give url, title, or both');
  // An empty lead (a form's blank field) is no lead: the title alone is searched.
  return { url: q.url, title: q.title, text: q.text || undefined, publishedAt: q.published_at };
}
