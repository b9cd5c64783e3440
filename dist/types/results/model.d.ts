import type * as z from "zod";
/**
 * What the SARIF locator needs to know about a step that findings point at. Results are kept
 * compact (no steps), so the pipeline records these while the trace is in memory.
 */
export declare const StepSiteSchema: z.ZodObject<{
    step: z.ZodNumber;
    position: z.ZodOptional<z.ZodNumber>;
    name: z.ZodOptional<z.ZodString>;
    code: z.ZodOptional<z.ZodObject<{
        file: z.ZodString;
        line: z.ZodNumber;
        function: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    frames: z.ZodOptional<z.ZodArray<z.ZodObject<{
        file: z.ZodString;
        line: z.ZodNumber;
        function: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    spanId: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type StepSite = z.infer<typeof StepSiteSchema>;
export declare const TraceResultSchema: z.ZodObject<{
    verdict: z.ZodOptional<z.ZodNullable<z.ZodObject<{
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
    }, z.core.$strip>>>;
    findings: z.ZodOptional<z.ZodArray<z.ZodObject<{
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
    }, z.core.$strip>>>;
    blame: z.ZodOptional<z.ZodArray<z.ZodObject<{
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
    }, z.core.$strip>>>;
    maxBlame: z.ZodOptional<z.ZodNumber>;
    id: z.ZodString;
    file: z.ZodString;
    line: z.ZodOptional<z.ZodNumber>;
    format: z.ZodEnum<{
        agentblame: "agentblame";
        chat: "chat";
        native: "native";
        otlp: "otlp";
        whowhen: "whowhen";
    }>;
    task: z.ZodString;
    success: z.ZodNullable<z.ZodBoolean>;
    steps: z.ZodNumber;
    agents: z.ZodArray<z.ZodString>;
    errors: z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
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
        agent: z.ZodOptional<z.ZodString>;
        name: z.ZodOptional<z.ZodString>;
        message: z.ZodString;
    }, z.core.$strip>>;
    integrity: z.ZodOptional<z.ZodObject<{
        verdict: z.ZodEnum<{
            intact: "intact";
            invalid: "invalid";
            keyed: "keyed";
            "rolled-back": "rolled-back";
            tampered: "tampered";
            unsigned: "unsigned";
            "wrong-key": "wrong-key";
        }>;
        step: z.ZodNullable<z.ZodNumber>;
        algorithm: z.ZodNullable<z.ZodString>;
        reason: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    untrusted: z.ZodOptional<z.ZodBoolean>;
    explanation: z.ZodOptional<z.ZodArray<z.ZodString>>;
    sites: z.ZodOptional<z.ZodArray<z.ZodObject<{
        step: z.ZodNumber;
        position: z.ZodOptional<z.ZodNumber>;
        name: z.ZodOptional<z.ZodString>;
        code: z.ZodOptional<z.ZodObject<{
            file: z.ZodString;
            line: z.ZodNumber;
            function: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        frames: z.ZodOptional<z.ZodArray<z.ZodObject<{
            file: z.ZodString;
            line: z.ZodNumber;
            function: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>>;
        spanId: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>>;
    signature: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type TraceResult = z.infer<typeof TraceResultSchema>;
declare const SummarySchema: z.ZodObject<{
    files: z.ZodNumber;
    traces: z.ZodNumber;
    failed: z.ZodNumber;
    skipped: z.ZodNumber;
    passed: z.ZodNumber;
    unknown: z.ZodNumber;
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
    newFailures: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type Summary = z.infer<typeof SummarySchema>;
export interface TraceResults extends Iterable<TraceResult> {
    readonly length: number;
    /** The i-th result, 0 ≤ i < length (a RangeError otherwise). Spilled: parsed anew on each call. */
    at(i: number): TraceResult;
    /**
     * Every result in one array, as JSON.stringify writes them (results.json's `traces`). A spilled
     * run parses them all: its writers lay the spilled text out instead (pipeline/json-report.ts).
     */
    toJSON(): readonly TraceResult[];
}
export declare function outOfRange(i: number, length: number): RangeError;
/** The results of a list in memory. */
export declare function traceList(items: readonly TraceResult[]): TraceResults;
/** results.json's shape (and `--json`'s): the traces as an array. */
export declare const RunResultSchema: z.ZodObject<{
    summary: z.ZodObject<{
        files: z.ZodNumber;
        traces: z.ZodNumber;
        failed: z.ZodNumber;
        skipped: z.ZodNumber;
        passed: z.ZodNumber;
        unknown: z.ZodNumber;
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
        newFailures: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
    traces: z.ZodArray<z.ZodObject<{
        verdict: z.ZodOptional<z.ZodNullable<z.ZodObject<{
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
        }, z.core.$strip>>>;
        findings: z.ZodOptional<z.ZodArray<z.ZodObject<{
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
        }, z.core.$strip>>>;
        blame: z.ZodOptional<z.ZodArray<z.ZodObject<{
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
        }, z.core.$strip>>>;
        maxBlame: z.ZodOptional<z.ZodNumber>;
        id: z.ZodString;
        file: z.ZodString;
        line: z.ZodOptional<z.ZodNumber>;
        format: z.ZodEnum<{
            agentblame: "agentblame";
            chat: "chat";
            native: "native";
            otlp: "otlp";
            whowhen: "whowhen";
        }>;
        task: z.ZodString;
        success: z.ZodNullable<z.ZodBoolean>;
        steps: z.ZodNumber;
        agents: z.ZodArray<z.ZodString>;
        errors: z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
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
            agent: z.ZodOptional<z.ZodString>;
            name: z.ZodOptional<z.ZodString>;
            message: z.ZodString;
        }, z.core.$strip>>;
        integrity: z.ZodOptional<z.ZodObject<{
            verdict: z.ZodEnum<{
                intact: "intact";
                invalid: "invalid";
                keyed: "keyed";
                "rolled-back": "rolled-back";
                tampered: "tampered";
                unsigned: "unsigned";
                "wrong-key": "wrong-key";
            }>;
            step: z.ZodNullable<z.ZodNumber>;
            algorithm: z.ZodNullable<z.ZodString>;
            reason: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        untrusted: z.ZodOptional<z.ZodBoolean>;
        explanation: z.ZodOptional<z.ZodArray<z.ZodString>>;
        sites: z.ZodOptional<z.ZodArray<z.ZodObject<{
            step: z.ZodNumber;
            position: z.ZodOptional<z.ZodNumber>;
            name: z.ZodOptional<z.ZodString>;
            code: z.ZodOptional<z.ZodObject<{
                file: z.ZodString;
                line: z.ZodNumber;
                function: z.ZodOptional<z.ZodString>;
            }, z.core.$strip>>;
            frames: z.ZodOptional<z.ZodArray<z.ZodObject<{
                file: z.ZodString;
                line: z.ZodNumber;
                function: z.ZodOptional<z.ZodString>;
            }, z.core.$strip>>>;
            spanId: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>>;
        signature: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    skipped: z.ZodArray<z.ZodObject<{
        file: z.ZodString;
        line: z.ZodOptional<z.ZodNumber>;
        reason: z.ZodString;
        kind: z.ZodOptional<z.ZodLiteral<"missing">>;
    }, z.core.$strip>>;
    lookedFor: z.ZodOptional<z.ZodArray<z.ZodString>>;
    shard: z.ZodOptional<z.ZodObject<{
        index: z.ZodNumber;
        count: z.ZodNumber;
    }, z.core.$strip>>;
    comparison: z.ZodOptional<z.ZodObject<{
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
    }, z.core.$strip>>;
}, z.core.$strip>;
export type RunResultJson = z.infer<typeof RunResultSchema>;
/**
 * A run's result as the run holds it: the same fields, its traces a TraceResults (in memory, or
 * spilled to disk by a large run). JSON.stringify writes it as RunResultJson.
 */
export type RunResult = Omit<RunResultJson, "traces"> & {
    traces: TraceResults;
};
/** A result read from results.json (or built whole), its traces held in memory. */
export declare function runResultOf(json: RunResultJson): RunResult;
/**
 * The gate's verdict, as every report carries it. Here with the other result shapes (not in
 * gate/) so the renderers read it without importing the gate, which reads this model.
 */
declare const GateResultSchema: z.ZodObject<{
    status: z.ZodEnum<{
        fail: "fail";
        pass: "pass";
    }>;
    reasons: z.ZodArray<z.ZodString>;
    warnings: z.ZodOptional<z.ZodArray<z.ZodString>>;
}, z.core.$strip>;
export type GateResult = z.infer<typeof GateResultSchema>;
export {};
