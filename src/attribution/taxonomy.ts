// The MAST taxonomy, read from rules/mast.json (bundled by esbuild; validated by the tests).
// Everything that shows a mode (fusion priors, SARIF rules, comments, explain) reads it here,
// so nothing about a mode is written twice.
import type * as z from "zod";
import raw from "../../rules/mast.json" with { type: "json" };
import { MODE_IDS, ModeIdSchema, type ModeId } from "./model.js";
import { lazySchema } from "../lazy-schema.js";

// The schemas are built only where data is checked against them (the tests, parseTaxonomy).
export const ModeSpecSchema = lazySchema((z) =>
  z.object({
    id: ModeIdSchema,
    name: z.string().min(1),
    category: z.enum(["FC1", "FC2", "FC3"]),
    /** Share of all failure flags in the MAST dataset, percent. */
    prevalence: z.number().positive().max(100),
    definition: z.string().min(1),
    fixes: z.array(z.object({ text: z.string().min(1), evidence: z.string().optional() })).min(1),
    sarif: z.object({
      level: z.enum(["error", "warning", "note"]),
      precision: z.enum(["very-high", "high", "medium", "low"]),
      securitySeverity: z.number().nullable(),
    }),
  }),
);
export type ModeSpec = z.infer<typeof ModeSpecSchema>;

export const CategorySpecSchema = lazySchema((z) =>
  z.object({
    id: z.enum(["FC1", "FC2", "FC3"]),
    name: z.string().min(1),
    prevalence: z.number().positive().max(100),
    definition: z.string().min(1),
  }),
);
export type CategorySpec = z.infer<typeof CategorySpecSchema>;

export const TaxonomySchema = lazySchema((z) =>
  z
    .object({
      version: z.number().int(),
      source: z.object({ title: z.string(), url: z.string().url(), annotator: z.string() }),
      categories: z.array(CategorySpecSchema).length(3),
      modes: z.array(ModeSpecSchema).length(MODE_IDS.length),
    })
    .refine((t) => MODE_IDS.every((id) => t.modes.some((m) => m.id === id)), "every MAST mode FM-1.1…FM-3.3 must be present"),
);
export type Taxonomy = z.infer<typeof TaxonomySchema>;

let cached: Taxonomy | undefined;

/**
 * The taxonomy. rules/mast.json is this package's own file, bundled at build time, so it is
 * validated against TaxonomySchema by the test suite (test/attribution/taxonomy.test.ts), not
 * on every run: parsing it here would cost every action run's start for nothing.
 */
export function taxonomy(): Taxonomy {
  cached ??= raw as Taxonomy;
  return cached;
}

/** Validates taxonomy data: the test suite checks rules/mast.json with it. */
export function parseTaxonomy(data: unknown): Taxonomy {
  return TaxonomySchema.parse(data);
}

export function modeSpec(id: ModeId): ModeSpec {
  const m = taxonomy().modes.find((x) => x.id === id);
  if (!m) throw new Error(`unknown MAST mode ${id}`);
  return m;
}

export function categorySpec(id: ModeSpec["category"]): CategorySpec {
  const c = taxonomy().categories.find((x) => x.id === id);
  if (!c) throw new Error(`unknown MAST category ${id}`);
  return c;
}

/** "FM-1.3 Step repetition" — the label every surface prints. */
export function modeLabel(id: ModeId): string {
  return `${id} ${modeSpec(id).name}`;
}

/** Plain-text help for SARIF `help.text`, built from the data so it cannot drift. */
export function helpText(id: ModeId): string {
  const m = modeSpec(id);
  const c = categorySpec(m.category);
  const fixes = m.fixes.map((f) => `- ${f.text}${f.evidence ? ` (${f.evidence})` : ""}`).join("\n");
  return `${modeLabel(id)} — ${c.name}.\n${m.definition}\nPrevalence in MAST: ${m.prevalence}% of failure flags.\nFixes:\n${fixes}`;
}

/** Markdown help for SARIF `help.markdown` and the PR comment. */
export function helpMarkdown(id: ModeId): string {
  const m = modeSpec(id);
  const c = categorySpec(m.category);
  const fixes = m.fixes.map((f) => `- ${f.text}${f.evidence ? `\n  - _Evidence:_ ${f.evidence}` : ""}`).join("\n");
  return [
    `## ${modeLabel(id)}`,
    `**Category:** ${c.id} ${c.name} · **Prevalence in MAST:** ${m.prevalence}% of failure flags`,
    "",
    m.definition,
    "",
    "### Fixes",
    fixes,
    "",
    `Source: [${taxonomy().source.title}](${taxonomy().source.url})`,
  ].join("\n");
}
