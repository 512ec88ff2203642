// A source row's sentiment toward the event's subject (SPEC §2 Source.sentiment, issue 13): the sentiment model
// of src/enrich/sentiment.ts applied to the sentences of the outlet's headline and lead that mention the subject,
// not to the whole text. An article that never mentions the subject keeps its headline-and-lead sentiment; one
// with nothing to judge reads as neutral (0). Remembered per subject and text: an event is re-analysed every cycle
// that changes it.
import { scoreSentiment } from '../enrich/sentiment';
import { boundedMemo } from './bounded-memo';
import { sentences } from './claims';
import { stemWords } from './words';
import type { Subject } from './subject';

const MEMO_LIMIT = 20_000;

function mentions(sentence: string, subject: Subject): boolean {
  if (subject.kind === 'name') return sentence.toLowerCase().includes(subject.key);
  return stemWords(sentence).includes(subject.key);
}

const towardSubject = boundedMemo((key: string) => {
  const [kind, subjectKey, headline, lead] = key.split('\u0000');
  const subject = { kind, key: subjectKey, display: subjectKey } as Subject;
  const all = [headline, ...sentences(lead)];
  const about = all.filter((s) => mentions(s, subject));
  // None, or every sentence: the article's own sentiment (ingest scored that very text) is the answer.
  if (about.length === 0 || about.length === all.length) return null;
  return scoreSentiment(about.join('\n'))?.score ?? 0;
}, MEMO_LIMIT);

export function subjectSentiment(
  article: { headline: string; summary: string; sentiment_score: number | null },
  subject: Subject | undefined,
): number {
  const fallback = article.sentiment_score ?? 0;
  if (!subject) return fallback;
  const score = towardSubject(
    [subject.kind, subject.key, article.headline, article.summary ?? ''].join('\u0000'),
  );
  return score ?? fallback;
}
