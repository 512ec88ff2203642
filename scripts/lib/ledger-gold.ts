// The fact ledger's real gold (scripts/gold/ledger-labels.json, labelled by reading the AllSides roundups; see
// docs/divergence.md, Fact ledger) and the judging of one ledger's groups against it. Labels are ids and verdicts
// only: an outlet is the roundup's outlet name, a figure its unit and normalised value as printed, a text claim the
// index of its sentence (0 the headline, then the lead's sentences), a speaker the hash of the name credited.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type PairVerdict = 'same_agree' | 'same_conflict' | 'different_quantity' | 'not_a_quantity';
export type SpeakerVerdict = 'speaker_ok' | 'speaker_wrong';

export interface FigureRef {
  outlet: string;
  unit: string;
  value: number;
}

export interface GoldConflict {
  event_id: number;
  kind: 'figure' | 'denial' | 'attribution';
  unit?: string;
  /** One entry per version: the outlets carrying it, and its value (figures) or whether it is the denial. */
  versions: { outlets: string[]; value?: number; denies?: boolean }[];
}

interface LabelFile {
  conflicts: GoldConflict[];
  pairs: { event_id: number; a: FigureRef; b: FigureRef; verdict: PairVerdict }[];
  texts: { event_id: number; a: string; b: string; verdict: PairVerdict }[];
  speakers: { event_id: number; speaker: string; verdict: SpeakerVerdict }[];
}

export const LABELS_PATH = join(__dirname, '..', 'gold', 'ledger-labels.json');

/** A speaker as stored: never the name itself, so no phrase of the articles is kept. */
export const speakerId = (name: string) =>
  createHash('sha256').update(name.trim().toLowerCase()).digest('hex').slice(0, 12);

const figureKey = (f: FigureRef) => `${f.outlet}|${f.unit}|${f.value}`;
const pairKey = (event: number, a: string, b: string) => `${event}|${[a, b].sort().join('|')}`;

/** A text claim: its outlet and the index of its sentence. */
export const textRef = (outlet: string, sentence: number) => `${outlet}#${sentence}`;

export class LedgerGold {
  readonly conflicts: GoldConflict[];
  private readonly pairs = new Map<string, PairVerdict[]>();
  private readonly texts = new Map<string, PairVerdict>();
  private readonly speakers = new Map<string, SpeakerVerdict>();

  constructor(path = LABELS_PATH) {
    const file = JSON.parse(readFileSync(path, 'utf8')) as LabelFile;
    this.conflicts = file.conflicts;
    for (const p of file.pairs) {
      const key = pairKey(p.event_id, figureKey(p.a), figureKey(p.b));
      this.pairs.set(key, [...(this.pairs.get(key) ?? []), p.verdict]);
    }
    for (const t of file.texts) this.texts.set(pairKey(t.event_id, t.a, t.b), t.verdict);
    for (const s of file.speakers) this.speakers.set(`${s.event_id}|${s.speaker}`, s.verdict);
  }

  /**
   * Two figures' verdict. A value printed twice by one outlet has one label per occurrence; a same-quantity
   * reading wins, since the ledger pairs the occurrences that read alike.
   */
  figurePair(event: number, a: FigureRef, b: FigureRef): PairVerdict | undefined {
    const verdicts = this.pairs.get(pairKey(event, figureKey(a), figureKey(b)));
    if (!verdicts) return undefined;
    return verdicts.find((v) => v === 'same_conflict' || v === 'same_agree') ?? verdicts[0];
  }

  textPair(event: number, a: string, b: string): PairVerdict | undefined {
    return this.texts.get(pairKey(event, a, b));
  }

  speaker(event: number, name: string): SpeakerVerdict | undefined {
    return this.speakers.get(`${event}|${speakerId(name)}`);
  }
}
