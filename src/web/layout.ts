// The page shell every web page shares: language, viewport for phones, one stylesheet, a skip link, the
// site navigation with the current page marked for assistive technology, and the footer.
import { html, type SafeHtml } from './html';
import { assetUrl } from './static-assets';

export interface PageOptions {
  /** The document title; the site name is appended. */
  title: string;
  /** The path of the navigation entry to mark as current (for example `/gaps`). */
  current?: string;
  main: SafeHtml;
  /** Extra elements for the head, such as a page's own script. */
  head?: SafeHtml;
}

const NAVIGATION: ReadonlyArray<{ path: string; label: string }> = [
  { path: '/', label: 'Events' },
  { path: '/gaps', label: 'Coverage gaps' },
  { path: '/outlets', label: 'Outlets' },
  { path: '/trends', label: 'Trends' },
  { path: '/account', label: 'Account' },
];

export function renderPage(options: PageOptions): string {
  const nav = NAVIGATION.map(
    ({ path, label }) =>
      html`<li>
        <a href="${path}" ${options.current === path ? html` aria-current="page"` : ''}>${label}</a>
      </li>`,
  );
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${options.title} · Parallax</title>
        <link rel="icon" href="data:," />
        <link rel="stylesheet" href="${assetUrl('site.css')}" />
        ${options.head}
      </head>
      <body>
        <a class="skip-link" href="#main">Skip to content</a>
        <header class="site-header">
          <a class="brand" href="/">Parallax</a>
          <nav aria-label="Site">
            <ul>
              ${nav}
            </ul>
          </nav>
        </header>
        <main id="main" tabindex="-1">${options.main}</main>
        <footer class="site-footer">
          <p>
            Parallax compares how 45 outlets across the political spectrum cover the same events.
            <a href="/api/v2/docs">REST API reference</a>
          </p>
        </footer>
      </body>
    </html> `.markup;
}
