import type * as z from "zod";
export declare const ALERT_TYPES: readonly ["blamegate.alert.triggered", "blamegate.alert.changed", "blamegate.alert.recovered", "blamegate.alert.status"];
export declare const AlertTypeSchema: z.ZodEnum<{
    "blamegate.alert.changed": "blamegate.alert.changed";
    "blamegate.alert.recovered": "blamegate.alert.recovered";
    "blamegate.alert.status": "blamegate.alert.status";
    "blamegate.alert.triggered": "blamegate.alert.triggered";
}>;
export type AlertType = z.infer<typeof AlertTypeSchema>;
export declare const AlertStateSchema: z.ZodObject<{
    gate: z.ZodUnion<readonly [z.ZodEnum<{
        fail: "fail";
        pass: "pass";
    }>, z.ZodLiteral<"unknown">]>;
    trend: z.ZodUnion<readonly [z.ZodEnum<{
        improving: "improving";
        "not-enough-data": "not-enough-data";
        stable: "stable";
        worsening: "worsening";
    }>, z.ZodLiteral<"unknown">]>;
}, z.core.$strip>;
export type AlertState = z.infer<typeof AlertStateSchema>;
export declare const AlertSchema: z.ZodObject<{
    type: z.ZodEnum<{
        "blamegate.alert.changed": "blamegate.alert.changed";
        "blamegate.alert.recovered": "blamegate.alert.recovered";
        "blamegate.alert.status": "blamegate.alert.status";
        "blamegate.alert.triggered": "blamegate.alert.triggered";
    }>;
    timestamp: z.ZodString;
    data: z.ZodObject<{
        version: z.ZodLiteral<1>;
        repository: z.ZodString;
        category: z.ZodString;
        workflow: z.ZodString;
        ref: z.ZodString;
        commit: z.ZodString;
        runId: z.ZodOptional<z.ZodNumber>;
        runUrl: z.ZodOptional<z.ZodString>;
        reason: z.ZodString;
        state: z.ZodObject<{
            gate: z.ZodUnion<readonly [z.ZodEnum<{
                fail: "fail";
                pass: "pass";
            }>, z.ZodLiteral<"unknown">]>;
            trend: z.ZodUnion<readonly [z.ZodEnum<{
                improving: "improving";
                "not-enough-data": "not-enough-data";
                stable: "stable";
                worsening: "worsening";
            }>, z.ZodLiteral<"unknown">]>;
        }, z.core.$strip>;
        previous: z.ZodNullable<z.ZodObject<{
            gate: z.ZodUnion<readonly [z.ZodEnum<{
                fail: "fail";
                pass: "pass";
            }>, z.ZodLiteral<"unknown">]>;
            trend: z.ZodUnion<readonly [z.ZodEnum<{
                improving: "improving";
                "not-enough-data": "not-enough-data";
                stable: "stable";
                worsening: "worsening";
            }>, z.ZodLiteral<"unknown">]>;
        }, z.core.$strip>>;
        gateReasons: z.ZodArray<z.ZodString>;
        summary: z.ZodObject<{
            traces: z.ZodNumber;
            passed: z.ZodNumber;
            failed: z.ZodNumber;
            failureRate: z.ZodNullable<z.ZodNumber>;
        }, z.core.$strip>;
        trend: z.ZodNullable<z.ZodObject<{
            verdict: z.ZodEnum<{
                improving: "improving";
                "not-enough-data": "not-enough-data";
                stable: "stable";
                worsening: "worsening";
            }>;
            points: z.ZodNumber;
            slope: z.ZodNullable<z.ZodNumber>;
            change: z.ZodNullable<z.ZodNumber>;
            p: z.ZodNullable<z.ZodNumber>;
            sparkline: z.ZodString;
        }, z.core.$strip>>;
        topModes: z.ZodArray<z.ZodObject<{
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
            count: z.ZodNumber;
        }, z.core.$strip>>;
        comparison: z.ZodOptional<z.ZodObject<{
            baseCommit: z.ZodString;
            delta: z.ZodNullable<z.ZodNumber>;
            p: z.ZodNullable<z.ZodNumber>;
            significant: z.ZodBoolean;
            newModes: z.ZodArray<z.ZodEnum<{
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
            goneModes: z.ZodArray<z.ZodEnum<{
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
        }, z.core.$strip>>;
    }, z.core.$strip>;
}, z.core.$strip>;
export type Alert = z.infer<typeof AlertSchema>;
