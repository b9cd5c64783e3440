import type * as z from "zod";
export declare const TaskStatusSchema: z.ZodEnum<{
    fixed: "fixed";
    "new-failure": "new-failure";
    passing: "passing";
    "still-failing": "still-failing";
    unpaired: "unpaired";
}>;
export type TaskStatus = z.infer<typeof TaskStatusSchema>;
export declare const DivergenceSchema: z.ZodObject<{
    step: z.ZodNullable<z.ZodNumber>;
    baseStep: z.ZodNullable<z.ZodNumber>;
    summary: z.ZodString;
    quote: z.ZodOptional<z.ZodObject<{
        pr: z.ZodOptional<z.ZodString>;
        base: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    trace: z.ZodString;
    baseTrace: z.ZodString;
}, z.core.$strip>;
export type Divergence = z.infer<typeof DivergenceSchema>;
export declare const SideSchema: z.ZodObject<{
    traces: z.ZodNumber;
    failed: z.ZodNumber;
}, z.core.$strip>;
export declare const TaskComparisonSchema: z.ZodObject<{
    task: z.ZodString;
    status: z.ZodEnum<{
        fixed: "fixed";
        "new-failure": "new-failure";
        passing: "passing";
        "still-failing": "still-failing";
        unpaired: "unpaired";
    }>;
    pr: z.ZodObject<{
        traces: z.ZodNumber;
        failed: z.ZodNumber;
    }, z.core.$strip>;
    base: z.ZodObject<{
        traces: z.ZodNumber;
        failed: z.ZodNumber;
    }, z.core.$strip>;
    divergence: z.ZodOptional<z.ZodObject<{
        step: z.ZodNullable<z.ZodNumber>;
        baseStep: z.ZodNullable<z.ZodNumber>;
        summary: z.ZodString;
        quote: z.ZodOptional<z.ZodObject<{
            pr: z.ZodOptional<z.ZodString>;
            base: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        trace: z.ZodString;
        baseTrace: z.ZodString;
    }, z.core.$strip>>;
    signature: z.ZodOptional<z.ZodObject<{
        id: z.ZodString;
        seen: z.ZodNumber;
        of: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type TaskComparison = z.infer<typeof TaskComparisonSchema>;
export declare const LatencySchema: z.ZodObject<{
    tool: z.ZodString;
    baseMedianMs: z.ZodNumber;
    medianMs: z.ZodNumber;
    z: z.ZodNullable<z.ZodNumber>;
    flagged: z.ZodBoolean;
    samples: z.ZodObject<{
        base: z.ZodNumber;
        pr: z.ZodNumber;
    }, z.core.$strip>;
    slowest: z.ZodArray<z.ZodObject<{
        trace: z.ZodString;
        step: z.ZodNumber;
        ms: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Latency = z.infer<typeof LatencySchema>;
export declare const DriftSchema: z.ZodObject<{
    psi: z.ZodNumber;
    drifted: z.ZodBoolean;
    top: z.ZodArray<z.ZodObject<{
        action: z.ZodString;
        base: z.ZodNumber;
        pr: z.ZodNumber;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Drift = z.infer<typeof DriftSchema>;
export declare const ComparisonSchema: z.ZodObject<{
    base: z.ZodObject<{
        traces: z.ZodNumber;
        source: z.ZodString;
    }, z.core.$strip>;
    tasks: z.ZodArray<z.ZodObject<{
        task: z.ZodString;
        status: z.ZodEnum<{
            fixed: "fixed";
            "new-failure": "new-failure";
            passing: "passing";
            "still-failing": "still-failing";
            unpaired: "unpaired";
        }>;
        pr: z.ZodObject<{
            traces: z.ZodNumber;
            failed: z.ZodNumber;
        }, z.core.$strip>;
        base: z.ZodObject<{
            traces: z.ZodNumber;
            failed: z.ZodNumber;
        }, z.core.$strip>;
        divergence: z.ZodOptional<z.ZodObject<{
            step: z.ZodNullable<z.ZodNumber>;
            baseStep: z.ZodNullable<z.ZodNumber>;
            summary: z.ZodString;
            quote: z.ZodOptional<z.ZodObject<{
                pr: z.ZodOptional<z.ZodString>;
                base: z.ZodOptional<z.ZodString>;
            }, z.core.$strip>>;
            trace: z.ZodString;
            baseTrace: z.ZodString;
        }, z.core.$strip>>;
        signature: z.ZodOptional<z.ZodObject<{
            id: z.ZodString;
            seen: z.ZodNumber;
            of: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    latency: z.ZodArray<z.ZodObject<{
        tool: z.ZodString;
        baseMedianMs: z.ZodNumber;
        medianMs: z.ZodNumber;
        z: z.ZodNullable<z.ZodNumber>;
        flagged: z.ZodBoolean;
        samples: z.ZodObject<{
            base: z.ZodNumber;
            pr: z.ZodNumber;
        }, z.core.$strip>;
        slowest: z.ZodArray<z.ZodObject<{
            trace: z.ZodString;
            step: z.ZodNumber;
            ms: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    drift: z.ZodObject<{
        psi: z.ZodNumber;
        drifted: z.ZodBoolean;
        top: z.ZodArray<z.ZodObject<{
            action: z.ZodString;
            base: z.ZodNumber;
            pr: z.ZodNumber;
        }, z.core.$strip>>;
    }, z.core.$strip>;
    newFailures: z.ZodNumber;
}, z.core.$strip>;
export type Comparison = z.infer<typeof ComparisonSchema>;
