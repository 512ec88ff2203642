// Bylines for demo articles. They always show the content is synthetic: the "Parallax Demo Desk",
// or invented staff names marked "(synthetic)". Each outlet gets its own small invented staff.
import { OUTLETS } from '../outlets/catalog';
import { person } from './names';
import { Rng } from './prng';

/** FNV-1a: a stable number from a slug, so an outlet's invented staff never depends on the seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const STAFF = new Map<string, readonly string[]>(
  OUTLETS.map((o) => {
    const r = new Rng(hash(o.slug));
    return [o.slug, Array.from({ length: 6 }, () => person(r))];
  }),
);

const DESKS = ['Parallax Demo Desk', 'Parallax Demo Desk', 'Parallax Demo Newsroom', 'Parallax Demo Staff'];

/** A byline for one article; `desk` names a beat ("Markets", "Politics") for the desk variant. */
export function byline(r: Rng, outletSlug: string, desk: string): string {
  const staff = STAFF.get(outletSlug) ?? [];
  const x = r.next();
  if (x < 0.4 || staff.length < 2) return r.pick(DESKS);
  if (x < 0.5) return `Parallax Demo ${desk} Desk`;
  if (x < 0.9) return `${r.pick(staff)} (synthetic)`;
  const [a, b] = r.sample(staff, 2);
  return `${a} and ${b} (synthetic)`;
}
