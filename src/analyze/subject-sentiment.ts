// A source row's sentiment toward the event's subject (SPEC §2 Source.sentiment, issue 13): the sentiment model
// of src/enrich/sentiment.ts applied to the sentences of the outlet's headline and lead that mention the subject,
// not to the whole text. An article that never mentions the subject keeps its headline-and-lead sentiment; one
// with nothing to judge reads as neutral (0). The subject is an event's, but it is most often one of the article's
// own named actors: ingest works out the sentiment toward each of them once per article (sentimentTowardNames,
// carried-inputs.ts); any other subject is worked out here, remembered per subject and text (an event is
// re-analysed every cycle that changes it).
import { scoreSentiment } from '../enrich/sentiment';
import { boundedMemo } from './bounded-memo';
import { carriedInputs } from './carried-inputs';
import { sentences } from './claims';
import type { Name } from './names';
import { stemWords } from './words';
import type { Subject } from './subject';

const MEMO_LIMIT = 20_000;

/**
 * Sentiment of the sentences that mention the subject; null when none or all do (the article's own stands).
 * `scored` remembers the texts scored already (two actors named in the same sentences).
 */
function sentimentOfMentions(
  all: readonly string[],
  mentions: (sentence: string) => boolean,
  scored = new Map<string, number>(),
): number | null {
  const about = all.filter(mentions);
  // None, or every sentence: the article's own sentiment (ingest scored that very text) is the answer.
  if (about.length === 0 || about.length === all.length) return null;
  const text = about.join('\n');
  let score = scored.get(text);
  if (score === undefined) scored.set(text, (score = scoreSentiment(text)?.score ?? 0));
  return score;
}

function mentionsName(key: string): (sentence: string) => boolean {
  return (sentence) => sentence.toLowerCase().includes(key);
}

const towardSubject = boundedMemo((key: string) => {
  const [kind, subjectKey, headline, lead] = key.split('\u0000');
  return sentimentOfMentions(
    [headline, ...sentences(lead)],
    kind === 'name' ? mentionsName(subjectKey) : (sentence) => stemWords(sentence).includes(subjectKey),
  );
}, MEMO_LIMIT);

/** Sentiment toward each of an article's named actors, by name key, as subjectSentiment would find it. */
export function sentimentTowardNames(
  headline: string,
  summary: string,
  names: readonly Name[],
): Map<string, number | null> {
  const all = [headline, ...sentences(summary)];
  const scored = new Map<string, number>();
  const out = new Map<string, number | null>();
  for (const { key } of names)
    if (!out.has(key)) out.set(key, sentimentOfMentions(all, mentionsName(key), scored));
  return out;
}

export function subjectSentiment(
  article: { headline: string; summary: string; sentiment_score: number | null },
  subject: Subject | undefined,
): number {
  const fallback = article.sentiment_score ?? 0;
  if (!subject) return fallback;
  const carried = subject.kind === 'name' ? carriedInputs(article)?.towardNames : undefined;
  const score = carried?.has(subject.key)
    ? carried.get(subject.key)!
    : towardSubject([subject.kind, subject.key, article.headline, article.summary ?? ''].join('\u0000'));
  return score ?? fallback;
}
