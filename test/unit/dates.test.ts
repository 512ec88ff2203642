import { expect } from 'chai';
import { parseDate } from '../../src/ingest/dates';
import { inTimeZone } from '../support/time-zone';

describe('the date rule of every ingest source', () => {
  it('reads RFC 822 / 1123 / 2822 and RFC 3339 / ISO 8601 dates as UTC, and nothing else', () => {
    const cases: [string, string | undefined][] = [
      ['Tue, 04 Mar 2025 14:30:00 GMT', '2025-03-04T14:30:00.000Z'],
      ['Tue, 04 Mar 2025 09:05:00 -0500', '2025-03-04T14:05:00.000Z'],
      ['Mon, 3 Mar 2025 18:45 EST', '2025-03-03T23:45:00.000Z'],
      ['03 Mar 25 08:00:00 PST', '2025-03-03T16:00:00.000Z'],
      ['Sunday, 02-Mar-25 10:00:00 GMT', '2025-03-02T10:00:00.000Z'],
      ['Wed, 5 Mar 2025 10:00:00 CEST', '2025-03-05T08:00:00.000Z'],
      ['Wed, 05 Sept 2025 10:00:00 +05:30', '2025-09-05T04:30:00.000Z'],
      ['2025-03-05T10:15:30+01:00', '2025-03-05T09:15:30.000Z'],
      ['2025-03-04T07:30:00.250-08:00', '2025-03-04T15:30:00.250Z'],
      ['2025-03-04T07:30:00+0200', '2025-03-04T05:30:00.000Z'],
      ['2025-03-04 07:30:00Z', '2025-03-04T07:30:00.000Z'],
      ['2025-03-04T07:30:00', '2025-03-04T07:30:00.000Z'],
      ['2025-03-04', '2025-03-04T00:00:00.000Z'],
      ['2016-12-31T23:59:60Z', '2016-12-31T23:59:59.000Z'],
      ['Tue, 31 Apr 2025 10:00:00 GMT', undefined],
      ['Tue, 04 Mar 2025 25:00:00 GMT', undefined],
      ['Tue, 04 Mar 2025 10:00:00 XYZ', undefined],
      ['sometime on Sunday', undefined],
      ['1066-10-14T09:00:00Z', undefined],
      ['', undefined],
    ];
    for (const [text, expected] of cases) expect(parseDate(text), text).to.equal(expected);
  });

  it('refuses what Date.parse guesses at', () => {
    for (const text of [
      '1',
      '2026',
      'November 20, 2026',
      '2026/11/20 09:30',
      'Fri Nov 20 2026 09:30:00 GMT-0500 (Eastern Standard Time)',
      '-000100-01-01T00:00:00Z',
    ])
      expect(parseDate(text), text).to.equal(undefined);
  });

  it('gives the same instant whatever the server time zone, reading a date without a zone as UTC', () => {
    const texts = ['2026-11-20T09:30:00', '2026-11-20 09:30', 'Fri, 20 Nov 2026 09:30:00', '2026-11-20'];
    const expected = [
      '2026-11-20T09:30:00.000Z',
      '2026-11-20T09:30:00.000Z',
      '2026-11-20T09:30:00.000Z',
      '2026-11-20T00:00:00.000Z',
    ];
    for (const zone of ['America/New_York', 'Asia/Kolkata', 'UTC']) {
      expect(
        inTimeZone(zone, () => texts.map(parseDate)),
        zone,
      ).to.deep.equal(expected);
    }
  });
});
