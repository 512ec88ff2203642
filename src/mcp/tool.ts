// What one MCP tool is (docs/decisions.md, MCP server): its name from SPEC §4, a title and a description for a
// language model, zod input and output shapes (every property described), and `run`, which calls the same
// services as REST with the token's Caller and returns structured results plus a compact text rendering.
import type { z, ZodRawShape } from 'zod';
import type { Caller } from '../access/caller';
import type { AppContext } from '../context';
import type { MCP_TOOLS } from '../spec';

export interface ToolEnv {
  app: AppContext;
  caller: Caller;
}

export interface ToolResult<O> {
  structured: O;
  /** A few lines a person or a model can read without parsing the structured content. */
  text: string;
}

export interface ParallaxTool<I extends ZodRawShape, O extends ZodRawShape> {
  name: (typeof MCP_TOOLS)[number];
  title: string;
  description: string;
  input: I;
  output: O;
  run(env: ToolEnv, args: z.infer<z.ZodObject<I>>): Promise<ToolResult<z.infer<z.ZodObject<O>>>>;
}

/** Keeps each tool file's argument and result types inferred from its own shapes. */
export const defineTool = <I extends ZodRawShape, O extends ZodRawShape>(tool: ParallaxTool<I, O>) => tool;
