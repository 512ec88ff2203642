import { expect } from 'chai';
import Joi from 'joi';
import { ApiError } from '../../src/errors';
import { validateQuery } from '../../src/api/query-validation';

describe('query validation', () => {
  const schema = Joi.object({ n: Joi.number().integer().max(5), tag: Joi.array().items(Joi.string()) });
  const failure = (query: Record<string, string | string[]>) => {
    try {
      validateQuery(query, schema, ['tag']);
    } catch (err) {
      expect(err).to.be.instanceOf(ApiError);
      expect((err as ApiError).toBody().error).to.include({ code: 'invalid_parameter', status: 400 });
      return (err as ApiError).message;
    }
    throw new Error('expected a 400');
  };

  it('converts values and wraps a repeatable parameter given once', () => {
    expect(validateQuery({ n: '3', tag: 'a' }, schema, ['tag'])).to.deep.equal({ n: 3, tag: ['a'] });
    expect(validateQuery({ tag: ['a', 'b'] }, schema, ['tag'])).to.deep.equal({ tag: ['a', 'b'] });
  });

  it('names the parameter in every refusal', () => {
    expect(failure({ n: ['1', '2'] })).to.equal('n must be given at most once');
    expect(failure({ n: '9' })).to.equal('"n" must be less than or equal to 5');
    expect(failure({ x: '1' })).to.equal('unknown parameter "x"; this endpoint accepts n, tag');
  });
});
