// HTML built from template literals with every interpolated value escaped unless it is already markup, so a
// headline, an outlet name or a claim can never inject tags into a page. Pages compose `html` fragments.
import { escape } from 'he';

/** Markup that is safe to place in a page as is: only `html` and `raw` make one. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escape(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1];
  });
  return new SafeHtml(out);
}

/** Markup the caller vouches for (a constant, or JSON already made safe for a script element). */
export function raw(markup: string): SafeHtml {
  return new SafeHtml(markup);
}
