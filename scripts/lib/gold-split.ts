// The one tuning/held-out split of the analysis's real gold: an event goes to the held-out part when
// the hash of its set and key says so, whatever else the set holds, so the split never moves when labels are
// added, and every script (evaluation, training, labelling) agrees on it. Tune on `tune`; read `holdout` only in
// the reported run.
import { createHash } from 'node:crypto';

export type GoldSet = 'allsides' | 'basil';
export type GoldPart = 'tune' | 'holdout';

/** Half and half: BASIL has 100 events and the roundups 200, so each held-out part keeps enough for an interval. */
const HOLDOUT_SHARE = 0.5;

export function goldPart(set: GoldSet, key: string | number): GoldPart {
  const digest = createHash('sha256').update(`parallax-gold:${set}:${key}`).digest();
  return digest.readUInt32BE(0) / 2 ** 32 < HOLDOUT_SHARE ? 'holdout' : 'tune';
}
