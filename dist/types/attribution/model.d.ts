import type * as z from "zod";
export declare const MODE_IDS: readonly ["FM-1.1", "FM-1.2", "FM-1.3", "FM-1.4", "FM-1.5", "FM-2.1", "FM-2.2", "FM-2.3", "FM-2.4", "FM-2.5", "FM-2.6", "FM-3.1", "FM-3.2", "FM-3.3"];
export declare const ModeIdSchema: z.ZodEnum<{
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
export type ModeId = z.infer<typeof ModeIdSchema>;
/** One step that supports a finding, with a short exact quote from it. */
export declare const EvidenceSchema: z.ZodObject<{
    step: z.ZodNumber;
    agent: z.ZodOptional<z.ZodString>;
    quote: z.ZodString;
    note: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type Evidence = z.infer<typeof EvidenceSchema>;
export declare const FindingSchema: z.ZodObject<{
    mode: z.ZodEnum<{
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
    step: z.ZodNumber;
    agent: z.ZodOptional<z.ZodString>;
    confidence: z.ZodNumber;
    detector: z.ZodString;
    message: z.ZodString;
    evidence: z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
        agent: z.ZodOptional<z.ZodString>;
        quote: z.ZodString;
        note: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
}, z.core.$strip>;
export type Finding = z.infer<typeof FindingSchema>;
export declare const RunnerUpSchema: z.ZodObject<{
    mode: z.ZodEnum<{
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
    probability: z.ZodNumber;
}, z.core.$strip>;
/** A step that may be the decisive one, with the probability that it is (calibrated on the dev sets). */
export declare const CandidateSchema: z.ZodObject<{
    step: z.ZodNumber;
    agent: z.ZodNullable<z.ZodString>;
    p: z.ZodNumber;
}, z.core.$strip>;
export type Candidate = z.infer<typeof CandidateSchema>;
/** The single answer for a trace: which step, which agent, which mode, how sure. */
export declare const VerdictSchema: z.ZodObject<{
    mode: z.ZodNullable<z.ZodEnum<{
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
    }>>;
    step: z.ZodNullable<z.ZodNumber>;
    agent: z.ZodNullable<z.ZodString>;
    confidence: z.ZodNumber;
    evidence: z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
        agent: z.ZodOptional<z.ZodString>;
        quote: z.ZodString;
        note: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    runnerUps: z.ZodDefault<z.ZodArray<z.ZodObject<{
        mode: z.ZodEnum<{
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
        probability: z.ZodNumber;
    }, z.core.$strip>>>;
    reason: z.ZodOptional<z.ZodString>;
    source: z.ZodDefault<z.ZodEnum<{
        rules: "rules";
        "rules+judge": "rules+judge";
    }>>;
    candidates: z.ZodOptional<z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
        agent: z.ZodNullable<z.ZodString>;
        p: z.ZodNumber;
    }, z.core.$strip>>>;
    set: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
}, z.core.$strip>;
export type Verdict = z.infer<typeof VerdictSchema>;
/** agent-blame style per-step health and blame. */
export declare const StepBlameSchema: z.ZodObject<{
    step: z.ZodNumber;
    name: z.ZodOptional<z.ZodString>;
    kind: z.ZodEnum<{
        error: "error";
        llm: "llm";
        message: "message";
        observation: "observation";
        plan: "plan";
        prompt: "prompt";
        response: "response";
        retrieval: "retrieval";
        thought: "thought";
        tool_call: "tool_call";
    }>;
    score: z.ZodNullable<z.ZodNumber>;
    blame: z.ZodNumber;
    reasons: z.ZodArray<z.ZodString>;
}, z.core.$strip>;
export type StepBlame = z.infer<typeof StepBlameSchema>;
export declare const AttributionSchema: z.ZodObject<{
    verdict: z.ZodNullable<z.ZodObject<{
        mode: z.ZodNullable<z.ZodEnum<{
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
        }>>;
        step: z.ZodNullable<z.ZodNumber>;
        agent: z.ZodNullable<z.ZodString>;
        confidence: z.ZodNumber;
        evidence: z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
            agent: z.ZodOptional<z.ZodString>;
            quote: z.ZodString;
            note: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        runnerUps: z.ZodDefault<z.ZodArray<z.ZodObject<{
            mode: z.ZodEnum<{
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
            probability: z.ZodNumber;
        }, z.core.$strip>>>;
        reason: z.ZodOptional<z.ZodString>;
        source: z.ZodDefault<z.ZodEnum<{
            rules: "rules";
            "rules+judge": "rules+judge";
        }>>;
        candidates: z.ZodOptional<z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
            agent: z.ZodNullable<z.ZodString>;
            p: z.ZodNumber;
        }, z.core.$strip>>>;
        set: z.ZodOptional<z.ZodArray<z.ZodNumber>>;
    }, z.core.$strip>>;
    findings: z.ZodArray<z.ZodObject<{
        mode: z.ZodEnum<{
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
        step: z.ZodNumber;
        agent: z.ZodOptional<z.ZodString>;
        confidence: z.ZodNumber;
        detector: z.ZodString;
        message: z.ZodString;
        evidence: z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
            agent: z.ZodOptional<z.ZodString>;
            quote: z.ZodString;
            note: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
    }, z.core.$strip>>;
    blame: z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
        name: z.ZodOptional<z.ZodString>;
        kind: z.ZodEnum<{
            error: "error";
            llm: "llm";
            message: "message";
            observation: "observation";
            plan: "plan";
            prompt: "prompt";
            response: "response";
            retrieval: "retrieval";
            thought: "thought";
            tool_call: "tool_call";
        }>;
        score: z.ZodNullable<z.ZodNumber>;
        blame: z.ZodNumber;
        reasons: z.ZodArray<z.ZodString>;
    }, z.core.$strip>>;
    maxBlame: z.ZodNumber;
}, z.core.$strip>;
export type Attribution = z.infer<typeof AttributionSchema>;
