// The error a promise that must fail rejects with, checked to be of the class the test expects.
import { expect } from 'chai';

export async function rejectionOf<E extends Error>(
  work: Promise<unknown>,
  type: abstract new (...args: never[]) => E,
  ifResolved: string,
): Promise<E> {
  const outcome = await work.then(
    () => null,
    (err: unknown) => err,
  );
  expect(outcome, ifResolved).to.be.instanceOf(type);
  return outcome as E;
}
