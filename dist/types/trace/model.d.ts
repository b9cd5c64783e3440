import type * as z from "zod";
export declare const STEP_KINDS: readonly ["plan", "thought", "tool_call", "observation", "response", "error", "message", "llm", "retrieval", "prompt"];
export declare const StepKindSchema: z.ZodEnum<{
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
export type StepKind = z.infer<typeof StepKindSchema>;
export declare const FORMATS: readonly ["native", "otlp", "chat", "whowhen", "agentblame"];
export declare const FormatSchema: z.ZodEnum<{
    agentblame: "agentblame";
    chat: "chat";
    native: "native";
    otlp: "otlp";
    whowhen: "whowhen";
}>;
export type Format = z.infer<typeof FormatSchema>;
/** A place in source code: recorded by the tracer, or found later by the SARIF locator. */
export declare const CodeLocationSchema: z.ZodObject<{
    file: z.ZodString;
    line: z.ZodNumber;
    function: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type CodeLocation = z.infer<typeof CodeLocationSchema>;
/** A tool call made inside a message (OpenAI `tool_calls`), kept inside its step. */
export declare const ToolCallSchema: z.ZodObject<{
    id: z.ZodOptional<z.ZodString>;
    name: z.ZodString;
    arguments: z.ZodOptional<z.ZodUnknown>;
}, z.core.$strip>;
export type ToolCall = z.infer<typeof ToolCallSchema>;
export declare const StepSchema: z.ZodObject<{
    index: z.ZodNumber;
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
    input: z.ZodOptional<z.ZodUnknown>;
    output: z.ZodOptional<z.ZodUnknown>;
    thought: z.ZodOptional<z.ZodString>;
    error: z.ZodOptional<z.ZodString>;
    startedAt: z.ZodOptional<z.ZodString>;
    latencyMs: z.ZodOptional<z.ZodNumber>;
    tokens: z.ZodOptional<z.ZodNumber>;
    mutating: z.ZodOptional<z.ZodBoolean>;
    verify: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodNumber]>>;
    shareWith: z.ZodOptional<z.ZodArray<z.ZodString>>;
    to: z.ZodOptional<z.ZodString>;
    channel: z.ZodOptional<z.ZodString>;
    requiresAck: z.ZodOptional<z.ZodBoolean>;
    toolCalls: z.ZodOptional<z.ZodArray<z.ZodObject<{
        id: z.ZodOptional<z.ZodString>;
        name: z.ZodString;
        arguments: z.ZodOptional<z.ZodUnknown>;
    }, z.core.$strip>>>;
    score: z.ZodOptional<z.ZodNumber>;
    spanId: z.ZodOptional<z.ZodString>;
    parentSpanId: z.ZodOptional<z.ZodString>;
    code: z.ZodOptional<z.ZodObject<{
        file: z.ZodString;
        line: z.ZodNumber;
        function: z.ZodOptional<z.ZodString>;
    }, z.core.$strip>>;
    raw: z.ZodUnknown;
}, z.core.$strip>;
export type Step = z.infer<typeof StepSchema>;
export declare const OriginSchema: z.ZodObject<{
    file: z.ZodString;
    format: z.ZodEnum<{
        agentblame: "agentblame";
        chat: "chat";
        native: "native";
        otlp: "otlp";
        whowhen: "whowhen";
    }>;
    line: z.ZodOptional<z.ZodNumber>;
    position: z.ZodOptional<z.ZodNumber>;
    item: z.ZodOptional<z.ZodNumber>;
}, z.core.$strip>;
export type Origin = z.infer<typeof OriginSchema>;
export declare const TraceSchema: z.ZodObject<{
    id: z.ZodString;
    task: z.ZodString;
    success: z.ZodNullable<z.ZodBoolean>;
    finalOutput: z.ZodOptional<z.ZodString>;
    model: z.ZodOptional<z.ZodString>;
    createdAt: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNumber]>>;
    agents: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodString>>;
    meta: z.ZodRecord<z.ZodString, z.ZodUnknown>;
    steps: z.ZodArray<z.ZodObject<{
        index: z.ZodNumber;
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
        input: z.ZodOptional<z.ZodUnknown>;
        output: z.ZodOptional<z.ZodUnknown>;
        thought: z.ZodOptional<z.ZodString>;
        error: z.ZodOptional<z.ZodString>;
        startedAt: z.ZodOptional<z.ZodString>;
        latencyMs: z.ZodOptional<z.ZodNumber>;
        tokens: z.ZodOptional<z.ZodNumber>;
        mutating: z.ZodOptional<z.ZodBoolean>;
        verify: z.ZodOptional<z.ZodUnion<readonly [z.ZodBoolean, z.ZodNumber]>>;
        shareWith: z.ZodOptional<z.ZodArray<z.ZodString>>;
        to: z.ZodOptional<z.ZodString>;
        channel: z.ZodOptional<z.ZodString>;
        requiresAck: z.ZodOptional<z.ZodBoolean>;
        toolCalls: z.ZodOptional<z.ZodArray<z.ZodObject<{
            id: z.ZodOptional<z.ZodString>;
            name: z.ZodString;
            arguments: z.ZodOptional<z.ZodUnknown>;
        }, z.core.$strip>>>;
        score: z.ZodOptional<z.ZodNumber>;
        spanId: z.ZodOptional<z.ZodString>;
        parentSpanId: z.ZodOptional<z.ZodString>;
        code: z.ZodOptional<z.ZodObject<{
            file: z.ZodString;
            line: z.ZodNumber;
            function: z.ZodOptional<z.ZodString>;
        }, z.core.$strip>>;
        raw: z.ZodUnknown;
    }, z.core.$strip>>;
    origin: z.ZodObject<{
        file: z.ZodString;
        format: z.ZodEnum<{
            agentblame: "agentblame";
            chat: "chat";
            native: "native";
            otlp: "otlp";
            whowhen: "whowhen";
        }>;
        line: z.ZodOptional<z.ZodNumber>;
        position: z.ZodOptional<z.ZodNumber>;
        item: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
    integrity: z.ZodOptional<z.ZodUnknown>;
    labels: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>>;
    raw: z.ZodOptional<z.ZodUnknown>;
    sourceText: z.ZodOptional<z.ZodString>;
}, z.core.$strip>;
export type Trace = z.infer<typeof TraceSchema>;
/** A file (or a line of one) that no importer accepted, with the reason. */
export declare const SkippedSchema: z.ZodObject<{
    file: z.ZodString;
    line: z.ZodOptional<z.ZodNumber>;
    reason: z.ZodString;
    kind: z.ZodOptional<z.ZodLiteral<"missing">>;
}, z.core.$strip>;
export type Skipped = z.infer<typeof SkippedSchema>;
