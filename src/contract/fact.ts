// A claim of an event's fact ledger on the wire (SPEC §2 Fact): `count` is `<outlets agreeing>/<outlets covering>`.
import { z } from 'zod';
import { FACT_STATUSES } from '../spec';

export const fact = z
  .strictObject({
    status: z
      .enum(FACT_STATUSES)
      .describe('confirmed: corroborated across outlets; disputed: outlets contradict each other.'),
    text: z.string().describe('The claim.'),
    source_attribution: z.string().describe('Who or what the claim is attributed to.'),
    count: z
      .string()
      .regex(/^[0-9]+\/[0-9]+$/)
      .describe('`<outlets agreeing>/<outlets covering>`.'),
  })
  .describe('A claim of the fact ledger (SPEC §2 Fact).');

export type Fact = z.infer<typeof fact>;
