// The one error type a feed fetch fails with: a message fit for reports, and what the backoff needs to know.

export class FeedError extends Error {
  constructor(
    message: string,
    readonly httpStatus?: number,
    /** From Retry-After on 429/503. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'FeedError';
  }
}
