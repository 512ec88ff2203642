// Frames as angles within one event: every outlet's frame distribution, read against the event's other
// coverage, and how far the left's framing stands from the right's. An outlet's cue weights (frameEvidence, over
// its articles' headlines and leads) are shrunk toward the event's own centroid, so an outlet with little evidence
// looks like the event and two sides that tell a story alike contrast near 0; its angle is the frame it stresses
// most beyond what the event's coverage as a whole stresses, so the topic every outlet shares ("health" for every
// pandemic story) is not everybody's angle. Measured on labelled real articles: scripts/eval-frames.ts.
import { argmax, CUED_FRAMES, type FrameEvidence } from '../enrich/framing';

/** Pseudo-evidence, in cue weight, of the event's centroid in every outlet's distribution (tuned: eval-frames). */
export const CENTROID_PRIOR = 2;
/** How much of the event's centroid an outlet's angle discounts: 0 reads the outlet alone (tuned: eval-frames). */
export const TOPIC_DISCOUNT = 0.5;

export interface OutletFrameInput {
  outlet_slug: string;
  side: 'left' | 'center' | 'right';
  /** One per article of the outlet in the event (frameEvidence of its headline and lead). */
  evidence: readonly FrameEvidence[];
}

export interface OutletFrames {
  outlet_slug: string;
  side: 'left' | 'center' | 'right';
  /** Over CUED_FRAMES, summing to 1 (the event's centroid when the outlet has no evidence). */
  distribution: number[];
  /** Index into CUED_FRAMES of the frame this outlet stresses beyond the event's coverage; -1 when none. */
  angle: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function totals(evidence: readonly FrameEvidence[]): number[] {
  const out = new Array<number>(CUED_FRAMES.length).fill(0);
  for (const e of evidence) e.weights.forEach((w, i) => (out[i] += w));
  return out;
}

/** The event's centroid: every outlet's normalised evidence, one vote per outlet; uniform when nobody has any. */
function centroid(outlets: readonly number[][]): number[] {
  const out = new Array<number>(CUED_FRAMES.length).fill(0);
  let voters = 0;
  for (const weights of outlets) {
    const total = sum(weights);
    if (total === 0) continue;
    weights.forEach((w, i) => (out[i] += w / total));
    voters += 1;
  }
  return voters ? out.map((x) => x / voters) : out.map(() => 1 / out.length);
}

/** Every outlet's frame distribution and angle in one event. */
export function eventFrames(
  outlets: readonly OutletFrameInput[],
  { prior = CENTROID_PRIOR, discount = TOPIC_DISCOUNT } = {},
): OutletFrames[] {
  const raw = outlets.map((o) => totals(o.evidence));
  const event = centroid(raw);
  return outlets.map((o, k) => {
    const weights = raw[k];
    const total = sum(weights);
    const distribution = weights.map((w, i) => (w + prior * event[i]) / (total + prior));
    const own = total ? weights.map((w) => w / total) : weights;
    // Own shares sum to 1 and the discounted centroid to `discount` < 1, so some frame always stays positive.
    const angle = total ? argmax(own.map((p, i) => p - discount * event[i])) : -1;
    return { outlet_slug: o.outlet_slug, side: o.side, distribution, angle };
  });
}

function mean(rows: readonly number[][]): number[] {
  return rows[0].map((_, i) => sum(rows.map((r) => r[i])) / rows.length);
}

/** Jensen-Shannon divergence, base 2, in [0, 1]. */
function jensenShannon(p: readonly number[], q: readonly number[]): number {
  let js = 0;
  p.forEach((pi, i) => {
    const m = (pi + q[i]) / 2;
    if (pi > 0) js += 0.5 * pi * Math.log2(pi / m);
    if (q[i] > 0) js += 0.5 * q[i] * Math.log2(q[i] / m);
  });
  return Math.max(0, js);
}

/**
 * How differently the left and the right frame the event, in [0, 1]: the Jensen-Shannon distance between the mean
 * distribution of the left's outlets and of the right's (eventFrames), ~0 when both sides frame alike or say too
 * little to tell; 0 when either side is absent.
 */
export function frameContrast(frames: readonly OutletFrames[]): number {
  const left = frames.filter((f) => f.side === 'left').map((f) => f.distribution);
  const right = frames.filter((f) => f.side === 'right').map((f) => f.distribution);
  if (!left.length || !right.length) return 0;
  return Math.sqrt(jensenShannon(mean(left), mean(right)));
}
