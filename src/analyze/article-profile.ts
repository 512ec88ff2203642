// What event analysis reads from one member article's headline and lead, computed once per article: an event is
// analysed again every cycle that changes it, and its older members are the same objects each time (the
// process's member cache), so the profile is kept beside the article object and dies with it.
import { contentTerms, extractClaims, type Claim } from './claims';
import type { MemberArticle } from './member-article';
import { namesIn, type Name } from './names';
import { partisanLean } from './partisan-lean';
import { shingles } from './wire-copies';

export interface ArticleProfile {
  /** Headline and lead, as one text. */
  text: string;
  /** Content stems in order (no function words, no numbers). */
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

type ProfileSource = Pick<MemberArticle, 'headline' | 'summary'>;

const profiles = new WeakMap<ProfileSource, ArticleProfile>();

export function articleProfile(article: ProfileSource): ArticleProfile {
  let profile = profiles.get(article);
  if (!profile) {
    const text = article.summary ? `${article.headline}. ${article.summary}` : article.headline;
    const terms = contentTerms(text);
    const stems = terms.map((t) => t.stem);
    const surface = new Map<string, string>();
    for (const { word, stem } of terms) if (!surface.has(stem)) surface.set(stem, word);
    profile = {
      text,
      stems,
      surface,
      shingles: shingles(text),
      claims: extractClaims(article.headline, article.summary ?? ''),
      names: namesIn(article.headline, article.summary ?? ''),
      lean: partisanLean(stems),
    };
    profiles.set(article, profile);
  }
  return profile;
}
