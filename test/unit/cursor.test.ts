import { expect } from 'chai';
import {
  decodeCursor,
  encodeCursor,
  queryKey,
  walkExpired,
  type CursorState,
} from '../../src/services/pagination/cursor';
import { clampLimit } from '../../src/services/pagination/limit';
import { CURSOR_TTL_MS } from '../../src/spec';

describe('cursor codec', () => {
  const secret = Buffer.from('a test secret that is long enough to sign');
  const now = Date.parse('2026-11-25T12:00:00Z');
  const key = queryKey('events', { sort: 'divergence', category: 'war' });
  const state: CursorState = {
    queryKey: key,
    snapshotAt: now - 5000,
    issuedAt: now,
    after: [80, 1764000000000, 42],
    pit: 'pit-id',
  };

  it('round-trips its state', () => {
    expect(decodeCursor(secret, encodeCursor(secret, state), key, now + 1000)).to.deep.equal(state);
    const noPit = { ...state, pit: undefined };
    expect(decodeCursor(secret, encodeCursor(secret, noPit), key, now)).to.deep.equal(noPit);
    const sharedPit = { ...state, pitShared: true };
    expect(decodeCursor(secret, encodeCursor(secret, sharedPit), key, now)).to.deep.equal(sharedPit);
  });

  it('binds to the normalised query, not to the order of its parameters', () => {
    expect(queryKey('events', { category: 'war', sort: 'divergence', since: undefined })).to.equal(key);
    expect(queryKey('events', { since: new Date(5) })).to.equal(queryKey('events', { since: new Date(5) }));
    expect(queryKey('events', { sort: 'recent', category: 'war' })).not.to.equal(key);
    expect(queryKey('search', { sort: 'divergence', category: 'war' })).not.to.equal(key);
  });

  it('refuses a cursor of another query', () => {
    const other = queryKey('events', { sort: 'recent' });
    expect(decodeCursor(secret, encodeCursor(secret, state), other, now)).to.equal(null);
  });

  it('ends a walk 24 hours after its first page, however recently the cursor was issued', () => {
    expect(walkExpired(state, state.snapshotAt + CURSOR_TTL_MS - 1)).to.equal(false);
    expect(walkExpired(state, state.snapshotAt + CURSOR_TTL_MS)).to.equal(true);
    const renewed = { ...state, issuedAt: state.snapshotAt + CURSOR_TTL_MS - 60_000 };
    expect(walkExpired(renewed, state.snapshotAt + CURSOR_TTL_MS)).to.equal(true);
  });

  it('refuses a cursor issued, or a walk begun, far in the future', () => {
    const cursor = encodeCursor(secret, state);
    expect(decodeCursor(secret, cursor, key, now - 10 * 60_000)).to.equal(null);
    const ahead = encodeCursor(secret, { ...state, snapshotAt: now + 10 * 60_000 });
    expect(decodeCursor(secret, ahead, key, now)).to.equal(null);
  });

  it('refuses any change to payload or signature, another secret, and garbage', () => {
    const cursor = encodeCursor(secret, state);
    const [payload, signature] = cursor.split('.');
    const forged = Buffer.from(JSON.stringify([1, key, 0, now, [100, 0, 0], null])).toString('base64url');
    for (const bad of [
      `${forged}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload.slice(0, -1)}.${signature}`,
      payload,
      `${cursor}.x`,
      '',
      '.',
      'not a cursor at all',
      'x'.repeat(5000),
    ]) {
      expect(decodeCursor(secret, bad, key, now), bad.slice(0, 40)).to.equal(null);
    }
    expect(decodeCursor(Buffer.from('another secret, another server'), cursor, key, now)).to.equal(null);
  });
});

describe('page size', () => {
  it('defaults to 25 and clamps to 1-100', () => {
    expect(clampLimit(undefined)).to.equal(25);
    expect(clampLimit(0)).to.equal(1);
    expect(clampLimit(-7)).to.equal(1);
    expect(clampLimit(100)).to.equal(100);
    expect(clampLimit(101)).to.equal(100);
    expect(clampLimit(1e30)).to.equal(100);
    expect(clampLimit(40)).to.equal(40);
  });
});
