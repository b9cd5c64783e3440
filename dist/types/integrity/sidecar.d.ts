import type * as z from "zod";
import { type BlamegateBlock } from "./model.js";
export declare const SIDECAR_SUFFIX = ".integrity";
export declare const MAX_SIDECAR_BYTES: number;
export declare const SidecarEntrySchema: z.ZodObject<{
    position: z.ZodNumber;
    id: z.ZodString;
    integrity: z.ZodObject<{
        algorithm: z.ZodEnum<{
            "blamegate-hmac-sha256-chain-v1": "blamegate-hmac-sha256-chain-v1";
            "blamegate-hmac-sha256-chain-v2": "blamegate-hmac-sha256-chain-v2";
            "blamegate-sha256-chain-v1": "blamegate-sha256-chain-v1";
            "blamegate-sha256-chain-v2": "blamegate-sha256-chain-v2";
        }>;
        keyed: z.ZodBoolean;
        key_id: z.ZodOptional<z.ZodString>;
        view: z.ZodEnum<{
            model: "model";
            source: "source";
        }>;
        head: z.ZodString;
        step_hashes: z.ZodArray<z.ZodString>;
        final: z.ZodString;
        signed_at: z.ZodOptional<z.ZodString>;
        rotations: z.ZodOptional<z.ZodNumber>;
        resign_count: z.ZodOptional<z.ZodNumber>;
    }, z.core.$strip>;
}, z.core.$strict>;
export type SidecarEntry = z.infer<typeof SidecarEntrySchema>;
export declare const SidecarSchema: z.ZodObject<{
    blamegate_sidecar: z.ZodLiteral<1>;
    file: z.ZodString;
    traces: z.ZodArray<z.ZodObject<{
        position: z.ZodNumber;
        id: z.ZodString;
        integrity: z.ZodObject<{
            algorithm: z.ZodEnum<{
                "blamegate-hmac-sha256-chain-v1": "blamegate-hmac-sha256-chain-v1";
                "blamegate-hmac-sha256-chain-v2": "blamegate-hmac-sha256-chain-v2";
                "blamegate-sha256-chain-v1": "blamegate-sha256-chain-v1";
                "blamegate-sha256-chain-v2": "blamegate-sha256-chain-v2";
            }>;
            keyed: z.ZodBoolean;
            key_id: z.ZodOptional<z.ZodString>;
            view: z.ZodEnum<{
                model: "model";
                source: "source";
            }>;
            head: z.ZodString;
            step_hashes: z.ZodArray<z.ZodString>;
            final: z.ZodString;
            signed_at: z.ZodOptional<z.ZodString>;
            rotations: z.ZodOptional<z.ZodNumber>;
            resign_count: z.ZodOptional<z.ZodNumber>;
        }, z.core.$strip>;
    }, z.core.$strict>>;
}, z.core.$strict>;
export type Sidecar = z.infer<typeof SidecarSchema>;
export declare function sidecarPath(traceFile: string): string;
export declare function buildSidecar(fileName: string, entries: {
    position: number;
    id: string;
    integrity: BlamegateBlock;
}[]): string;
export declare class SidecarError extends Error {
    name: string;
}
/** Parses a sidecar's text; `name` is for messages. Throws SidecarError with the reason. */
export declare function parseSidecar(text: string, name: string): Sidecar;
/**
 * The signature a sidecar holds for a trace, matched by position and checked against the id.
 * Returns undefined when the sidecar has no entry for that position.
 */
export declare function sidecarBlockFor(sidecar: Sidecar, position: number, id: string): {
    block: unknown;
} | {
    error: string;
} | undefined;
/**
 * Sidecar entries whose trace is gone from the file (deleted after signing): no trace of the file
 * has the id signed. A trace that is still there but moved (the lines before it deleted) is not
 * gone: it is reported where it is now, as tampered, because its position no longer matches.
 */
export declare function goneEntries(sidecar: Sidecar, seenIds: ReadonlySet<string>): SidecarEntry[];
