import type * as z from "zod";
export declare const DIGEST_VERSION = 1;
declare const IntegrityVerdictSchema: z.ZodEnum<{
    intact: "intact";
    invalid: "invalid";
    keyed: "keyed";
    "rolled-back": "rolled-back";
    tampered: "tampered";
    unchecked: "unchecked";
    unsigned: "unsigned";
    "wrong-key": "wrong-key";
}>;
export type IntegrityVerdict = z.infer<typeof IntegrityVerdictSchema>;
export declare const TrendVerdictSchema: z.ZodEnum<{
    improving: "improving";
    "not-enough-data": "not-enough-data";
    stable: "stable";
    worsening: "worsening";
}>;
export type TrendVerdict = z.infer<typeof TrendVerdictSchema>;
export declare const GateStatusSchema: z.ZodEnum<{
    fail: "fail";
    pass: "pass";
}>;
export type GateStatus = z.infer<typeof GateStatusSchema>;
/** Per-agent tally: traces it took part in, how many of those failed, how many it was blamed for. */
declare const AgentTallySchema: z.ZodObject<{
    traces: z.ZodNumber;
    failed: z.ZodNumber;
    blamed: z.ZodNumber;
}, z.core.$strip>;
/** Per-tool tally: tool-call steps seen, and how many of them recorded an error. */
declare const ToolTallySchema: z.ZodObject<{
    calls: z.ZodNumber;
    errors: z.ZodNumber;
}, z.core.$strip>;
/** Mean health score of the steps sharing a name (agent-blame's per-step score), with its weight. */
declare const StepScoreSchema: z.ZodObject<{
    n: z.ZodNumber;
    mean: z.ZodNumber;
}, z.core.$strip>;
export declare const DigestSchema: z.ZodObject<{
    schema: z.ZodLiteral<"blamegate/digest">;
    version: z.ZodLiteral<1>;
    time: z.ZodString;
    repository: z.ZodString;
    category: z.ZodDefault<z.ZodString>;
    workflow: z.ZodString;
    ref: z.ZodString;
    commit: z.ZodString;
    runId: z.ZodOptional<z.ZodNumber>;
    runAttempt: z.ZodOptional<z.ZodNumber>;
    shards: z.ZodDefault<z.ZodNumber>;
    counts: z.ZodObject<{
        files: z.ZodNumber;
        traces: z.ZodNumber;
        passed: z.ZodNumber;
        failed: z.ZodNumber;
        unknown: z.ZodNumber;
        skipped: z.ZodNumber;
    }, z.core.$strip>;
    failureRate: z.ZodNullable<z.ZodNumber>;
    modes: z.ZodRecord<z.ZodEnum<{
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
    }> & z.core.$partial, z.ZodNumber>;
    unattributed: z.ZodNumber;
    agents: z.ZodRecord<z.ZodString, z.ZodObject<{
        traces: z.ZodNumber;
        failed: z.ZodNumber;
        blamed: z.ZodNumber;
    }, z.core.$strip>>;
    tools: z.ZodRecord<z.ZodString, z.ZodObject<{
        calls: z.ZodNumber;
        errors: z.ZodNumber;
    }, z.core.$strip>>;
    integrity: z.ZodRecord<z.ZodEnum<{
        intact: "intact";
        invalid: "invalid";
        keyed: "keyed";
        "rolled-back": "rolled-back";
        tampered: "tampered";
        unchecked: "unchecked";
        unsigned: "unsigned";
        "wrong-key": "wrong-key";
    }> & z.core.$partial, z.ZodNumber>;
    steps: z.ZodRecord<z.ZodString, z.ZodObject<{
        n: z.ZodNumber;
        mean: z.ZodNumber;
    }, z.core.$strip>>;
    gate: z.ZodOptional<z.ZodObject<{
        status: z.ZodEnum<{
            fail: "fail";
            pass: "pass";
        }>;
        reasons: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    signatures: z.ZodOptional<z.ZodArray<z.ZodString>>;
    trend: z.ZodOptional<z.ZodObject<{
        verdict: z.ZodEnum<{
            improving: "improving";
            "not-enough-data": "not-enough-data";
            stable: "stable";
            worsening: "worsening";
        }>;
        slope: z.ZodNullable<z.ZodNumber>;
        points: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Digest = z.infer<typeof DigestSchema>;
export type AgentTally = z.infer<typeof AgentTallySchema>;
export type ToolTally = z.infer<typeof ToolTallySchema>;
export type StepScore = z.infer<typeof StepScoreSchema>;
export {};
