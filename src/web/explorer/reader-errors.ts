// The API's errors, reworded for a person reading a page: what happened and what to do next. Status codes and
// Retry-After stay as the services set them; only the words change.
import type { Caller } from '../../access/caller';
import { ApiError } from '../../errors';
import { SPEC_ERROR_CODES, TIER_LIMITS } from '../../spec';

function lookbackAdvice(caller: Caller): string {
  const days = TIER_LIMITS[caller.tier].lookbackDays;
  const who =
    caller.tier === 'anonymous' ? 'Visitors who are not signed in' : `Accounts on the ${caller.tier} tier`;
  return (
    `${who} can read events first seen in the last ${days} days. Choose a later date` +
    (caller.tier === 'anonymous'
      ? ', or sign in: a Pro account reads 30 days and Max the whole archive.'
      : ', or move to a higher tier on the account page.')
  );
}

/** An error in a reader's words when it is an ApiError the pages reword; any other error unchanged. */
export function readerError(caller: Caller, err: unknown): unknown {
  if (!(err instanceof ApiError)) return err;
  if (err.code === SPEC_ERROR_CODES.archiveTokenRequired) {
    return new ApiError(401, err.code, lookbackAdvice(caller), err.headers);
  }
  if (err.code === 'invalid_cursor' || err.code === 'cursor_expired') {
    return new ApiError(
      400,
      err.code,
      'This page link has expired. Start again from the first page of the list.',
    );
  }
  if (err.status === 400) {
    return new ApiError(400, err.code, `One of the filters could not be used: ${err.message}.`, err.headers);
  }
  return err;
}

/** Runs a page's reads; an ApiError comes back in a reader's words. */
export async function forReaders<T>(caller: Caller, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    throw readerError(caller, err);
  }
}
