// Unit tests for the readings the contract's parameter sets make beyond type and bounds: the embed list, the
// lookup's URL syntax and its empty lead. Each is a rule REST, MCP and the pages share through the set.
import { expect } from 'chai';
import { ApiError } from '../../src/errors';
import { lookupInput } from '../../src/api/lookup-parameters';
import { validateQuery } from '../../src/api/query-validation';
import { EVENT_LIST_PARAMETERS } from '../../src/contract/parameters/event-list';
import { LOOKUP_PARAMETERS } from '../../src/contract/parameters/lookup';

const refusedMessage = (read: () => unknown): string => {
  try {
    read();
  } catch (err) {
    expect(err).to.be.instanceOf(ApiError);
    return (err as ApiError).message;
  }
  throw new Error('expected a 400');
};

describe('parameter sets', () => {
  it('takes spaces around the embed names, not inside one', () => {
    expect(validateQuery({ embed: ' sources , facts ' }, EVENT_LIST_PARAMETERS).embed).to.equal(
      'sources,facts',
    );
    expect(refusedMessage(() => validateQuery({ embed: 'sour ces' }, EVENT_LIST_PARAMETERS))).to.match(
      /^"embed" /,
    );
  });

  it('takes an http or https URL with a host and only the characters a URI may hold', () => {
    const url = 'https://www.example.com/world/2026/nov/20/story?utm_source=feed#top';
    expect(validateQuery({ url }, LOOKUP_PARAMETERS).url).to.equal(url);
    expect(validateQuery({ url: 'https://example.com/%E2%82%AC' }, LOOKUP_PARAMETERS).url).to.be.a('string');
    for (const bad of [
      'https:example.com',
      'http:/example.com',
      'https:////example.com',
      'https://example.com/a|b',
      'https://example.com/a b',
      'https://example.com/€',
      'https://example.com:99999/',
      'ftp://example.com/',
    ]) {
      expect(
        refusedMessage(() => validateQuery({ url: bad }, LOOKUP_PARAMETERS)),
        bad,
      ).to.match(/^"url" must be an http or https URL/);
    }
  });

  it('reads an empty lead as no lead, and still wants a url or a title', () => {
    const read = validateQuery({ title: 'Storm closes ports', text: ' ' }, LOOKUP_PARAMETERS);
    expect(lookupInput(read).text).to.equal(undefined);
    expect(refusedMessage(() => lookupInput(validateQuery({ text: 'a lead' }, LOOKUP_PARAMETERS)))).to.equal(
      'give url, title, or both',
    );
  });
});
