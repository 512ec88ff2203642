// An event's divergence score over time (the stored `divergence.history`, at most 48 points): a small line drawn
// on the server as SVG, hidden from assistive technology, and the same points as a table beneath it.
import { html, type SafeHtml } from '../html';
import { timeElement } from './format';

export interface HistoryPoint {
  t: string;
  score: number;
  method_version: number;
}

const WIDTH = 320;
const HEIGHT = 80;
const PAD = 6;

function sparkline(points: readonly HistoryPoint[]): SafeHtml {
  const times = points.map((p) => Date.parse(p.t));
  const first = Math.min(...times);
  const span = Math.max(...times) - first || 1;
  const xy = points.map((p, i) => {
    const x = points.length === 1 ? WIDTH / 2 : PAD + ((times[i] - first) / span) * (WIDTH - 2 * PAD);
    const y = HEIGHT - PAD - (p.score / 100) * (HEIGHT - 2 * PAD);
    return [x.toFixed(1), y.toFixed(1)];
  });
  return html`<svg class="sparkline" viewBox="0 0 ${WIDTH} ${HEIGHT}" aria-hidden="true" focusable="false">
    <line x1="0" y1="${HEIGHT - PAD}" x2="${WIDTH}" y2="${HEIGHT - PAD}" class="sparkline-axis" />
    <polyline points="${xy.map(([x, y]) => `${x},${y}`).join(' ')}" class="sparkline-line" />
    ${xy.map(([x, y]) => html`<circle cx="${x}" cy="${y}" r="3" class="sparkline-point" />`)}
  </svg>`;
}

export function scoreHistory(points: readonly HistoryPoint[]): SafeHtml {
  if (points.length === 0) return html`<p class="muted">No score history yet.</p>`;
  return html`<h3>How the score changed</h3>
    ${sparkline(points)}
    <div class="table-scroll">
      <table class="history">
        <caption>
          Divergence score after each analysis that changed it
        </caption>
        <thead>
          <tr>
            <th scope="col">Latest article at the time</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          ${points.map(
            (p) =>
              html`<tr>
                <td>${timeElement(p.t)}</td>
                <td>${p.score}</td>
              </tr>`,
          )}
        </tbody>
      </table>
    </div>`;
}
