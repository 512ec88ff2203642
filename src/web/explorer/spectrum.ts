// Drawings of where coverage comes from on the left-right spectrum. Each drawing is hidden from assistive
// technology and sits beside text that says the same thing, so the picture is never the only way to read it.
import type { SideCounts } from '../../analyze/coverage';
import { html, type SafeHtml } from '../html';

const SIDES = [
  ['left', 'left'],
  ['center', 'centre'],
  ['right', 'right'],
] as const;

/** "left 3, centre 1, right 0": the words the bar stands for. */
export function coverageText(counts: SideCounts): string {
  return SIDES.map(([side, word]) => `${word} ${counts[side]}`).join(', ');
}

/** A bar split by the number of covering outlets on each side, with its text beside it. */
export function spectrumBar(counts: SideCounts | undefined): SafeHtml {
  if (!counts) return html`<p class="spectrum-text muted">Coverage by side not measured yet</p>`;
  const total = counts.left + counts.center + counts.right;
  const segments = SIDES.filter(([side]) => counts[side] > 0).map(
    ([side]) =>
      html`<span
        class="spectrum-${side}"
        style="width: ${((100 * counts[side]) / total).toFixed(1)}%"
      ></span>`,
  );
  return html`<div class="spectrum">
    <div class="spectrum-bar" aria-hidden="true">${segments}</div>
    <p class="spectrum-text">Outlets covering it: ${coverageText(counts)}</p>
  </div>`;
}

/** A marker on a 0-100 track at an outlet's bias_position (0 is furthest left). */
export function positionMarker(position: number): SafeHtml {
  const clamped = Math.min(100, Math.max(0, position));
  return html`<span class="axis" aria-hidden="true"
    ><span class="axis-marker" style="left: ${clamped}%"></span
  ></span>`;
}
