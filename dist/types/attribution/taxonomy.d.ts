import type * as z from "zod";
import { type ModeId } from "./model.js";
export declare const ModeSpecSchema: z.ZodObject<{
    id: z.ZodEnum<{
        "FM-1.1": "FM-1.1";
        "FM-1.2": "FM-1.2";
        "FM-1.3": "FM-1.3";
        "FM-1.4": "FM-1.4";
        "FM-1.5": "FM-1.5";
        "FM-2.1": "FM-2.1";
        "FM-2.2": "FM-2.2";
        "FM-2.3": "FM-2.3";
        "FM-2.4": "FM-2.4";
        "FM-2.5": "FM-2.5";
        "FM-2.6": "FM-2.6";
        "FM-3.1": "FM-3.1";
        "FM-3.2": "FM-3.2";
        "FM-3.3": "FM-3.3";
    }>;
    name: z.ZodString;
    category: z.ZodEnum<{
        FC1: "FC1";
        FC2: "FC2";
        FC3: "FC3";
    }>;
    prevalence: z.ZodNumber;
    definition: z.ZodString;
    fixes: z.ZodArray<z.ZodObject<{
        text: z.ZodString;
        evidence: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    sarif: z.ZodObject<{
        level: z.ZodEnum<{
            error: "error";
            note: "note";
            warning: "warning";
        }>;
        precision: z.ZodEnum<{
            high: "high";
            low: "low";
            medium: "medium";
            "very-high": "very-high";
        }>;
        securitySeverity: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type ModeSpec = z.infer<typeof ModeSpecSchema>;
export declare const CategorySpecSchema: z.ZodObject<{
    id: z.ZodEnum<{
        FC1: "FC1";
        FC2: "FC2";
        FC3: "FC3";
    }>;
    name: z.ZodString;
    prevalence: z.ZodNumber;
    definition: z.ZodString;
}, z.core.$strip>;
export type CategorySpec = z.infer<typeof CategorySpecSchema>;
export declare const TaxonomySchema: z.ZodObject<{
    version: z.ZodNumber;
    source: z.ZodObject<{
        title: z.ZodString;
        url: z.ZodString;
        annotator: z.ZodString;
    }, z.core.$strip>;
    categories: z.ZodArray<z.ZodObject<{
        id: z.ZodEnum<{
            FC1: "FC1";
            FC2: "FC2";
            FC3: "FC3";
        }>;
        name: z.ZodString;
        prevalence: z.ZodNumber;
        definition: z.ZodString;
    }, z.core.$strip>>;
    modes: z.ZodArray<z.ZodObject<{
        id: z.ZodEnum<{
            "FM-1.1": "FM-1.1";
            "FM-1.2": "FM-1.2";
            "FM-1.3": "FM-1.3";
            "FM-1.4": "FM-1.4";
            "FM-1.5": "FM-1.5";
            "FM-2.1": "FM-2.1";
            "FM-2.2": "FM-2.2";
            "FM-2.3": "FM-2.3";
            "FM-2.4": "FM-2.4";
            "FM-2.5": "FM-2.5";
            "FM-2.6": "FM-2.6";
            "FM-3.1": "FM-3.1";
            "FM-3.2": "FM-3.2";
            "FM-3.3": "FM-3.3";
        }>;
        name: z.ZodString;
        category: z.ZodEnum<{
            FC1: "FC1";
            FC2: "FC2";
            FC3: "FC3";
        }>;
        prevalence: z.ZodNumber;
        definition: z.ZodString;
        fixes: z.ZodArray<z.ZodObject<{
            text: z.ZodString;
            evidence: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        sarif: z.ZodObject<{
            level: z.ZodEnum<{
                error: "error";
                note: "note";
                warning: "warning";
            }>;
            precision: z.ZodEnum<{
                high: "high";
                low: "low";
                medium: "medium";
                "very-high": "very-high";
            }>;
            securitySeverity: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Taxonomy = z.infer<typeof TaxonomySchema>;
/**
 * The taxonomy. rules/mast.json is this package's own file, bundled at build time, so it is
 * validated against TaxonomySchema by the test suite (test/attribution/taxonomy.test.ts), not
 * on every run: parsing it here would cost every action run's start for nothing.
 */
export declare function taxonomy(): Taxonomy;
/** Validates taxonomy data: the test suite checks rules/mast.json with it. */
export declare function parseTaxonomy(data: unknown): Taxonomy;
export declare function modeSpec(id: ModeId): ModeSpec;
export declare function categorySpec(id: ModeSpec["category"]): CategorySpec;
/** "FM-1.3 Step repetition" — the label every surface prints. */
export declare function modeLabel(id: ModeId): string;
/** Plain-text help for SARIF `help.text`, built from the data so it cannot drift. */
export declare function helpText(id: ModeId): string;
/** Markdown help for SARIF `help.markdown` and the PR comment. */
export declare function helpMarkdown(id: ModeId): string;
