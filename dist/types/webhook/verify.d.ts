import type { SeenIdStore } from "./seen-ids.js";
export declare const DEFAULT_TOLERANCE_SECONDS: number;
export type RejectReason = "missing-header" | "malformed-timestamp" | "stale-timestamp" | "future-timestamp" | "bad-signature" | "bad-secret" | "replayed-id";
export type VerifyResult = {
    valid: true;
    id: string;
    timestamp: number;
    body: string;
} | {
    valid: false;
    reason: RejectReason;
    message: string;
    id?: string;
};
export type HeaderBag = Headers | Record<string, string | string[] | undefined>;
export interface VerifyInput {
    headers: HeaderBag;
    /** The raw body exactly as received. */
    body: string | Uint8Array;
    secret: string;
    /** Clock in epoch milliseconds (default Date.now()). */
    now?: number;
    toleranceSeconds?: number;
    /** Without a store, replays inside the tolerance window are not detected. */
    seen?: SeenIdStore;
}
export declare function verifyWebhook(input: VerifyInput): Promise<VerifyResult>;
/** Checks a GitHub-style `X-Hub-Signature-256: sha256=<hex>` header. */
export declare function verifyGithubSignature(secret: string, body: string | Uint8Array, headerValue: string | undefined): boolean;
