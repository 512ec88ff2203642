// The query parameters the divergence series share (SPEC §4 Stats): category, interval, since, until.
import Joi from 'joi';
import type { TimeseriesInput } from '../../services/timeseries';
import { CATEGORIES, TIMESERIES_INTERVALS } from '../../spec';

export const TIMESERIES_QUERY = Joi.object<TimeseriesInput>({
  category: Joi.string().valid(...CATEGORIES),
  interval: Joi.string().valid(...TIMESERIES_INTERVALS),
  since: Joi.date().iso(),
  until: Joi.date().iso(),
});
