/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">`; timestamp in epoch seconds. */
export declare function standardSignature(secret: string, id: string, timestamp: number, body: string | Uint8Array): string;
/**
 * GitHub-style `sha256=<hex>`. GitHub keys it with the secret's text as typed, so a `whsec_`
 * secret is used as its full string here too: a simple receiver configures the same text.
 */
export declare function githubSignature(secret: string, body: string | Uint8Array): string;
export interface SignedHeaders {
    "webhook-id": string;
    "webhook-timestamp": string;
    "webhook-signature": string;
    "x-hub-signature-256"?: string;
}
export declare function signWebhook(input: {
    secret: string;
    id: string;
    /** Epoch seconds. */
    timestamp: number;
    body: string | Uint8Array;
    /** Add X-Hub-Signature-256 as well (default true). */
    github?: boolean;
}): SignedHeaders;
