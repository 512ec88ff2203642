import { expect } from 'chai';
import { timeAgo } from '../../src/api/presenters/time-ago';

describe('time_ago', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  const ago = (ms: number) => timeAgo(new Date(now - ms), now);
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it('says "just now" under a minute and for a time slightly in the future', () => {
    expect(ago(0)).to.equal('just now');
    expect(ago(59_999)).to.equal('just now');
    expect(ago(-30_000)).to.equal('just now');
  });

  it('uses the largest whole unit, singular for one', () => {
    expect(ago(MIN)).to.equal('1 minute ago');
    expect(ago(5 * MIN + 59_000)).to.equal('5 minutes ago');
    expect(ago(59 * MIN)).to.equal('59 minutes ago');
    expect(ago(HOUR)).to.equal('1 hour ago');
    expect(ago(3 * HOUR + 10 * MIN)).to.equal('3 hours ago');
    expect(ago(23 * HOUR + 59 * MIN)).to.equal('23 hours ago');
    expect(ago(DAY)).to.equal('1 day ago');
    expect(ago(2 * DAY + 5 * HOUR)).to.equal('2 days ago');
    expect(ago(7 * DAY)).to.equal('1 week ago');
    expect(ago(20 * DAY)).to.equal('2 weeks ago');
    expect(ago(30 * DAY)).to.equal('1 month ago');
    expect(ago(100 * DAY)).to.equal('3 months ago');
    expect(ago(365 * DAY)).to.equal('1 year ago');
    expect(ago(800 * DAY)).to.equal('2 years ago');
  });
});
