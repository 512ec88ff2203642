// The slice of zod 4's schema definitions (`_zod.def`) that the readers of the contract walk: the OpenAPI
// converter (src/http/openapi/from-contract.ts) and the REST query reader (src/api/query-validation.ts). One place
// for the cast, so a zod upgrade that moves these fields breaks here, in one file.
import type { z } from 'zod';

type ZodSchema = z.core.$ZodType;

export interface ZodCheck {
  check: string;
  format?: string;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
}

export interface ZodDefinition {
  type: string;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: ZodCheck } }[];
  innerType?: ZodSchema;
  element?: ZodSchema;
  shape?: Record<string, ZodSchema>;
  catchall?: ZodSchema;
  entries?: Record<string, string>;
  defaultValue?: unknown;
  values?: unknown[];
}

export const definitionOf = (schema: ZodSchema): ZodDefinition => schema._zod.def as unknown as ZodDefinition;

export const checksOf = (definition: ZodDefinition): ZodCheck[] =>
  (definition.checks ?? []).map((c) => c._zod.def);
