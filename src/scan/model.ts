// What the definition scanner finds in a repository: the strings a model will read as
// instructions (tool names and descriptions, parameter descriptions, agent prompts), each with
// its exact place in the source, and the findings the rules raise on them.
import type * as z from "zod";
import { lazySchema } from "../lazy-schema.js";

/** A place in a file: 1-based line and column, columns in UTF-16 code units (SARIF's default). */
export const SpanSchema = lazySchema((z) =>
  z.object({
    line: z.number().int().min(1),
    column: z.number().int().min(1),
    endLine: z.number().int().min(1),
    endColumn: z.number().int().min(1),
  }),
);
export type Span = z.infer<typeof SpanSchema>;

/**
 * A string as the model will see it (`text`, escapes decoded) and where it is written: `span`
 * covers the whole literal; `contentOffset` is where its content starts in the file, and
 * `map`, present when escapes make the two differ, gives the file offset of each character of
 * `text`, so a rule can point at the exact column of the character it names.
 */
export const SiteSchema = lazySchema((z) =>
  SpanSchema.extend({
    text: z.string(),
    contentOffset: z.number().int().min(0),
    map: z.array(z.number().int()).optional(),
  }),
);
export type Site = z.infer<typeof SiteSchema>;

export const ParameterSchema = lazySchema((z) =>
  z.object({
    name: z.string(),
    nameSite: SiteSchema.optional(),
    description: SiteSchema.optional(),
  }),
);
export type Parameter = z.infer<typeof ParameterSchema>;

/** How a definition was recognised: the shape it has in the source. */
export const DefinitionViaSchema = lazySchema((z) =>
  z.enum([
    "mcp-tool-call", // server.tool("name", "description", …) / server.registerTool(…)
    "mcp-python-decorator", // @mcp.tool() def name(…): """docstring"""
    "function-schema", // { type: "function", function: { name, description, parameters } }
    "anthropic-schema", // { name, description, input_schema }
    "mcp-list-entry", // { name, description, inputSchema } (a tools/list result or manifest)
    "system-prompt", // a prompt given to an agent as its instructions
    "mcp-server-listing", // what a running server returned from tools/list
  ]),
);
export type DefinitionVia = z.infer<typeof DefinitionViaSchema>;

export const DefinitionSchema = lazySchema((z) =>
  z.object({
    kind: z.enum(["tool", "prompt"]),
    via: DefinitionViaSchema,
    file: z.string(),
    /** The tool's name, or the prompt's holder (a variable or property name). */
    name: z.string(),
    nameSite: SiteSchema.optional(),
    /** The tool's description, or the prompt's text. */
    description: SiteSchema.optional(),
    parameters: z.array(ParameterSchema),
    /** Where the whole definition is written. */
    span: SpanSchema,
    /** The source of the code that implements the tool, where it is written beside it. */
    handler: z.string().optional(),
  }),
);
export type Definition = z.infer<typeof DefinitionSchema>;

export const SeveritySchema = lazySchema((z) => z.enum(["error", "warning", "note"]));
export type Severity = z.infer<typeof SeveritySchema>;

export const ScanFindingSchema = lazySchema((z) =>
  z.object({
    ruleId: z.string(),
    severity: SeveritySchema,
    file: z.string(),
    span: SpanSchema,
    message: z.string(),
    /** The definition the finding is about (a tool or prompt name). */
    subject: z.string(),
  }),
);
export type ScanFinding = z.infer<typeof ScanFindingSchema>;

/** A rule's description, which also becomes its SARIF `reportingDescriptor`. */
export interface ScanRuleMeta {
  id: string;
  name: string;
  short: string;
  /** Markdown help: what it finds, why it matters, a bad and a good example. */
  help: string;
  severity: Severity;
  /** GitHub code scanning's 0.0–10.0 score (9+ critical, 7+ high, 4+ medium). */
  securitySeverity: number;
  tags: string[];
}
