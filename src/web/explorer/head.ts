// The explorer's stylesheet, added to the head of each of its pages beside the site's own.
import { html, type SafeHtml } from '../html';
import { assetUrl } from '../static-assets';

export function explorerHead(extra?: SafeHtml): SafeHtml {
  return html`<link rel="stylesheet" href="${assetUrl('explorer.css')}" />${extra}`;
}
