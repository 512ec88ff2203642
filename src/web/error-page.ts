// What a person sees when a page fails: a status they can act on in words, never a stack trace or JSON.
import { html } from './html';
import { renderPage } from './layout';

const MESSAGES: Readonly<Record<number, { title: string; text: string }>> = {
  400: {
    title: 'That request could not be understood',
    text: 'Check the address or the form and try again.',
  },
  401: { title: 'Please sign in', text: 'This page needs you to be signed in.' },
  403: { title: 'Not allowed', text: 'Your account cannot open this page.' },
  404: {
    title: 'Page not found',
    text: 'There is no page at this address. It may have moved, or the link is wrong.',
  },
  413: { title: 'That form was too large', text: 'Shorten what you typed and send it again.' },
  429: {
    title: 'Too many requests',
    text: 'You have opened many pages in a short time. Please wait a little and try again.',
  },
  503: {
    title: 'Parallax is briefly unavailable',
    text: 'Our data store is not answering. Please try again in a minute.',
  },
};

const FALLBACK = {
  title: 'Something went wrong',
  text: 'The page could not be shown. Please try again later.',
};

/** A full page for an error status; `detail` is a sentence about this case, shown under the general text. */
export function renderErrorPage(status: number, detail?: string): string {
  const message = MESSAGES[status] ?? FALLBACK;
  return renderPage({
    title: message.title,
    main: html`<h1>${message.title}</h1>
      <p>${message.text}</p>
      ${detail ? html`<p>${detail}</p>` : ''}
      <p><a href="/">Go to the events list</a></p>`,
  });
}
