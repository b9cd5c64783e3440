import type * as z from "zod";
import type { Finding } from "./model.js";
/** rules/detector-rates.json's shape: the compiler checks the shipped file against its type where it is read, the test suite against the schema (test/attribution/rule-files.test.ts). */
export declare const RatesSchema: z.ZodObject<{
    detectors: z.ZodRecord<z.ZodString, z.ZodRecord<z.ZodString, z.ZodObject<{
        bySet: z.ZodRecord<z.ZodString, z.ZodObject<{
            failed: z.ZodNumber;
            failedRuns: z.ZodNumber;
            passed: z.ZodNumber;
            passedRuns: z.ZodNumber;
        }, z.core.$strip>>;
        lr: z.ZodNullable<z.ZodNumber>;
    }, z.core.$strip>>>;
}, z.core.$strip>;
export type Rates = z.infer<typeof RatesSchema>;
/** Healthy runs a detector must have fired on before its measured ratio caps it. */
export declare const MIN_HEALTHY_FIRES = 3;
/** The cap for a detector on a trace of this kind, if the data measured one. */
export declare function confidenceCap(detector: string, kind: "structured" | "prose"): number | undefined;
/** Findings with their confidence held to what the detector's measured firing rates support. */
export declare function capFindings(findings: Finding[], kind: "structured" | "prose"): Finding[];
