// The query parameters the divergence series share (SPEC §4 Stats): category, interval, since, until.
import Joi from 'joi';
import { CATEGORIES, TIMESERIES_INTERVALS } from '../../spec';
import { timestampParam, type QuerySpec } from '../parse-query';

export const TIMESERIES_QUERY: QuerySpec = {
  params: {
    category: Joi.string().valid(...CATEGORIES),
    interval: Joi.string().valid(...TIMESERIES_INTERVALS),
    since: timestampParam(),
    until: timestampParam(),
  },
};
