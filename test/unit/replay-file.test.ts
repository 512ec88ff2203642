import { Readable } from 'node:stream';
import { expect } from 'chai';
import { parseReplayLine, readReplay } from '../../src/ingest/replay-file';

describe('replay file parsing', () => {
  it('accepts the documented fields and treats null or empty optional fields as absent', () => {
    const line = parseReplayLine(
      JSON.stringify({
        url: 'https://x.example/a',
        title: 'T',
        published_at: '2026-11-20T10:00:00Z',
        summary: null,
        byline: '',
      }),
      1,
    );
    expect(line.ok && line.record).to.deep.equal({
      url: 'https://x.example/a',
      title: 'T',
      published_at: '2026-11-20T10:00:00Z',
    });
  });

  const bad: [string, string, RegExp][] = [
    ['invalid JSON', '{"url": ', /invalid JSON/],
    ['an array', '[1,2]', /JSON object/],
    ['a missing url', JSON.stringify({ title: 'T', published_at: '2026-11-20' }), /"url" is required/],
    [
      'a missing title',
      JSON.stringify({ url: 'https://x', published_at: '2026-11-20' }),
      /"title" is required/,
    ],
    [
      'an unparseable date',
      JSON.stringify({ url: 'https://x', title: 'T', published_at: 'soon' }),
      /not an ISO 8601 or RFC 822 date/,
    ],
    [
      'a number as the date (Date.parse reads "1" as 2001)',
      JSON.stringify({ url: 'https://x', title: 'T', published_at: '1' }),
      /not an ISO 8601 or RFC 822 date/,
    ],
    [
      'a date in neither grammar',
      JSON.stringify({ url: 'https://x', title: 'T', published_at: 'November 20, 2026' }),
      /not an ISO 8601 or RFC 822 date/,
    ],
    [
      'a title of the wrong type',
      JSON.stringify({ url: 'https://x', title: 7, published_at: '2026-11-20' }),
      /"title" must be a string/,
    ],
  ];
  for (const [what, text, message] of bad) {
    it(`reports ${what} with its line number`, () => {
      const line = parseReplayLine(text, 7);
      expect(line.ok).to.equal(false);
      expect(line.line).to.equal(7);
      expect(!line.ok && line.error).to.match(message);
    });
  }

  it('accepts ISO 8601 and RFC 822 dates, with or without a zone', () => {
    for (const date of [
      '2026-11-20T09:30:00',
      '2026-11-20T09:30:00-05:00',
      'Fri, 20 Nov 2026 09:30:00 GMT',
    ]) {
      const line = parseReplayLine(JSON.stringify({ url: 'https://x', title: 'T', published_at: date }), 1);
      expect(line.ok, date).to.equal(true);
    }
  });

  it('numbers lines from 1 across a stream, skipping blank ones', async () => {
    const text = ['{"url":"https://x/1","title":"a","published_at":"2026-11-20"}', '', 'oops', '\r'].join(
      '\n',
    );
    const lines = [];
    for await (const line of readReplay(Readable.from([text]))) lines.push(line);
    expect(lines.map((l) => [l.line, l.ok])).to.deep.equal([
      [1, true],
      [3, false],
    ]);
  });
});
