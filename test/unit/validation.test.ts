// Unit tests for the REST query validator: strings read as their schema's type (numbers, timestamps, the list of
// a repeatable parameter), defaults filled, and every refusal a 400 invalid_parameter naming the parameter.
import { expect } from 'chai';
import { z } from 'zod';
import { ApiError } from '../../src/errors';
import { validateQuery } from '../../src/api/query-validation';
import { PAGING_PARAMETERS } from '../../src/contract/parameters/paging';
import { pageRequest } from '../../src/http/pagination';
import { PAGE } from '../../src/spec';

describe('query validation', () => {
  const shape = {
    n: z.number().int().max(5).optional(),
    tag: z.array(z.string()).optional(),
    at: z.iso.datetime({ offset: true }).optional(),
    sort: z.enum(['a', 'b']).default('a'),
    cursor: z.string().min(1).optional(),
  };
  const refusal = (query: Record<string, string | string[]>) => {
    try {
      validateQuery(query, shape);
    } catch (err) {
      expect(err).to.be.instanceOf(ApiError);
      return (err as ApiError).toBody().error;
    }
    throw new Error('expected a 400');
  };
  const failure = (query: Record<string, string | string[]>) => {
    const error = refusal(query);
    expect(error).to.include({ code: 'invalid_parameter', status: 400 });
    return error.message;
  };

  it('reads values as their types, wraps a repeatable parameter given once and fills defaults', () => {
    expect(validateQuery({ n: '3', tag: 'a' }, shape)).to.deep.equal({ n: 3, tag: ['a'], sort: 'a' });
    expect(validateQuery({ tag: ['a', 'b'], sort: 'b' }, shape)).to.deep.equal({
      tag: ['a', 'b'],
      sort: 'b',
    });
  });

  it('reads the ISO 8601 forms REST has taken as Dates, a date alone being midnight UTC', () => {
    expect(validateQuery({ at: '2026-11-20' }, shape).at).to.deep.equal(new Date('2026-11-20T00:00:00Z'));
    expect(validateQuery({ at: '2026-11-20T10:00Z' }, shape).at).to.deep.equal(
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(validateQuery({ at: '2026-11-20T10:00:00+02:00' }, shape).at).to.deep.equal(
      new Date('2026-11-20T08:00:00Z'),
    );
  });

  it('clamps a page size past the safe integers like any other, and refuses such a value of a bounded parameter', () => {
    const huge = '99999999999999999999';
    expect(pageRequest(validateQuery({ limit: huge }, PAGING_PARAMETERS)).limit).to.equal(PAGE.maxLimit);
    expect(pageRequest(validateQuery({ limit: `-${huge}` }, PAGING_PARAMETERS)).limit).to.equal(1);
    expect(failure({ n: huge })).to.match(/^"n" /);
  });

  it('reads numbers written in decimal only, as joi did: hex, octal and binary are refused', () => {
    for (const written of ['4e0', ' 5', '5.0', '+5', '.5e1'])
      expect(validateQuery({ n: written }, shape).n).to.be.a('number');
    for (const written of ['0x10', '0b11', '0o7', '1_0', 'Infinity'])
      expect(failure({ n: written })).to.match(/^"n" must be a number/);
  });

  it('names the parameter in every refusal', () => {
    expect(failure({ n: ['1', '2'] })).to.equal('n must be given at most once');
    expect(failure({ n: '9' })).to.equal('"n" must be at most 5, not 9');
    expect(failure({ n: 'abc' })).to.equal('"n" must be a number, not "abc"');
    expect(failure({ n: '1.5' })).to.equal('"n" must be an integer, not 1.5');
    expect(failure({ sort: 'c' })).to.equal('"sort" must be one of a, b, not "c"');
    expect(failure({ at: 'yesterday' })).to.match(/^"at" must be an ISO 8601 timestamp/);
    expect(failure({ at: '1700000000000' })).to.match(/^"at" must be an ISO 8601 timestamp/);
    expect(failure({ x: '1' })).to.equal(
      'unknown parameter "x"; this endpoint accepts n, tag, at, sort, cursor',
    );
    expect(failure(Object.fromEntries([['__proto__', '1']]))).to.match(/^unknown parameter "__proto__"/);
  });

  it('refuses an empty cursor as a bad cursor', () => {
    expect(refusal({ cursor: '' })).to.include({ code: 'invalid_cursor', status: 400 });
  });
});
