// The subject sentiment Parallax served before method version 2 (src/analyze/subject-sentiment.ts at 7e79e71), kept only as
// the evaluation's baseline (scripts/eval-subject-sentiment.ts): the finance sentiment model over the headline and
// lead sentences containing the subject's key as a substring; the article's own score when no sentence or every
// sentence does; 0 when nothing is known.
import { sentences } from '../../src/analyze/sentences';
import { stemWords } from '../../src/analyze/words';
import type { Subject } from '../../src/analyze/subject';
import { scoreSentiment } from '../../src/enrich/sentiment';

export function subjectSentimentBefore(
  article: { headline: string; summary: string },
  subject: Subject,
): number {
  const fallback = scoreSentiment(article.headline, article.summary)?.score ?? 0;
  const all = [article.headline, ...sentences(article.summary)];
  const about = all.filter((sentence) =>
    subject.kind === 'name'
      ? sentence.toLowerCase().includes(subject.key)
      : stemWords(sentence).includes(subject.key),
  );
  if (about.length === 0 || about.length === all.length) return fallback;
  return scoreSentiment(about.join('\n'))?.score ?? 0;
}
