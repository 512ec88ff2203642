// The slice of the OpenAPI 3.1 object model this document uses, typed so a misspelt keyword or a misplaced
// object fails the typecheck instead of the lint (https://spec.openapis.org/oas/v3.1.0).

/** A JSON Schema 2020-12 object as OpenAPI 3.1 embeds it, limited to the keywords we write. */
export interface Schema {
  $ref?: string;
  type?: JsonType | JsonType[];
  description?: string;
  enum?: readonly (string | number | null)[];
  const?: string | number | boolean | null;
  format?: 'date-time' | 'uri' | 'uuid' | 'int64';
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: string | number | boolean;
  examples?: unknown[];
}
export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'object' | 'array' | 'null';

export interface Reference {
  $ref: string;
}

export interface Header {
  description: string;
  required?: boolean;
  schema: Schema;
}

export interface MediaType {
  schema: Schema;
  example?: unknown;
}

export interface Response {
  description: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType>;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  description: string;
  required?: boolean;
  schema: Schema;
  style?: 'form' | 'simple';
  explode?: boolean;
  example?: unknown;
}

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: (Parameter | Reference)[];
  security?: Record<string, string[]>[];
  requestBody?: { description: string; required: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response | Reference>;
}

/** Every path answers GET but the actions: feedback takes POST, the webhooks also POST and DELETE. */
export interface PathItem {
  get?: Operation;
  post?: Operation;
  delete?: Operation;
}

export interface Tag {
  name: string;
  description: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  jsonSchemaDialect?: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    description: string;
    contact: { name: string; url?: string };
    license?: { name: string; identifier?: string; url?: string };
  };
  servers: { url: string; description: string }[];
  security: Record<string, string[]>[];
  tags: Tag[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    headers: Record<string, Header>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, { type: 'apiKey'; in: 'header'; name: string; description: string }>;
  };
}
