// What event analysis reads from one member article's headline and lead, computed once per article: at ingest,
// in the analysis workers (carried-inputs.ts), or here on first use for a member that carries none. An event is
// analysed again every cycle that changes it, and its older members are the same objects each time (the process's
// member cache), so a profile computed here is kept beside the article object and dies with it.
import { contentTerms, extractClaims, type Claim } from './claims';
import type { MemberArticle } from '../documents/member-article';
import { namesIn, type Name } from './names';
import { partisanLean } from './partisan-lean';
import { shingles } from './wire-copies';

export interface ArticleProfile {
  /** Content stems of headline and lead, in order (no function words, no numbers). */
  stems: string[];
  /** The first way each stem is written, lowercased, for summaries a reader can read ("evacuated", not "evacu"). */
  surface: Map<string, string>;
  /** Word 3-shingles of headline and lead (wire-copies.ts). */
  shingles: Set<number>;
  claims: Claim[];
  /** Named actors mentioned (names.ts). */
  names: Name[];
  /** Partisan word choice (partisan-lean.ts): positive right, negative left. */
  lean: number;
}

/** An article's texts, with the profile ingest computed for it when carried (CarriedInputs, carried-inputs.ts). */
type ProfileSource = Pick<MemberArticle, 'headline' | 'summary'> & { carried?: { profile: ArticleProfile } };

/** The profile of a headline and lead (the lead may be empty). */
export function profileText(headline: string, summary: string): ArticleProfile {
  const text = summary ? `${headline}. ${summary}` : headline;
  const terms = contentTerms(text);
  const stems = terms.map((t) => t.stem);
  const surface = new Map<string, string>();
  for (const { word, stem } of terms) if (!surface.has(stem)) surface.set(stem, word);
  return {
    stems,
    surface,
    shingles: shingles(text),
    claims: extractClaims(headline, summary),
    names: namesIn(headline, summary),
    lean: partisanLean(stems),
  };
}

const profiles = new WeakMap<ProfileSource, ArticleProfile>();

export function articleProfile(article: ProfileSource): ArticleProfile {
  let profile = profiles.get(article) ?? article.carried?.profile;
  if (!profile) {
    profile = profileText(article.headline, article.summary ?? '');
    profiles.set(article, profile);
  }
  return profile;
}
