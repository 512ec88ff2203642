// The member article `parallax analyze` analyses an event from, built from one input line the way ingest builds
// a stored event's member: normalised and given the per-article analysis the service runs at ingest
// (prepareDocuments: enrichment, framing, sentiment, category evidence, the carried inputs of event analysis),
// then projected to the member fields (memberOf), so the event analysis reads what it reads in the service.
import type { CarryingMember } from '../analyze/carried-inputs';
import { memberOf } from '../ingest/cluster-stage/member-articles';
import { prepareDocuments, type BatchItem } from '../ingest/pipeline';

export type MemberOutcome =
  | { ok: true; member: CarryingMember }
  | { ok: false; reason: 'untracked_outlet' }
  | { ok: false; reason: 'invalid'; message: string };

/** `fetchedAt` is the run's start: as at ingest, a date in the future is read as that time. */
export async function memberOfLine(item: BatchItem, fetchedAt: Date): Promise<MemberOutcome> {
  const { docs, eventInputs, skipped, invalid } = await prepareDocuments([item], 'replay', fetchedAt);
  if (skipped > 0) return { ok: false, reason: 'untracked_outlet' };
  if (invalid.length > 0) return { ok: false, reason: 'invalid', message: invalid[0].message };
  const [doc] = docs;
  // The article's sentence vector is on the document already: prepareDocuments's analyser embeds it, as at ingest.
  return { ok: true, member: memberOf(doc, eventInputs.get(doc.id)) };
}
