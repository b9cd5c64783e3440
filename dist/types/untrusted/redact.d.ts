export interface SecretPattern {
    /** Names the kind in the replacement: [REDACTED:openai-key]. */
    kind: string;
    pattern: RegExp;
    /** Index of the capture group holding the secret; the rest of the match is kept. 0 = whole match. */
    group?: number;
}
export declare const SECRET_PATTERNS: readonly SecretPattern[];
/** True when a field of this name holds a secret (`password`, `db_password`, `GITHUB_TOKEN`, `apiKey`). */
export declare function isSecretKey(key: string): boolean;
/** The text without invisible controls (see INVISIBLE). */
export declare function stripInvisible(text: string): string;
/**
 * Replaces every secret-shaped substring (and every exact value in `known`, e.g. the run's own
 * tokens) with `[REDACTED:kind]`, after removing invisible controls. Idempotent: redacting twice
 * changes nothing more.
 */
export declare function redactSecrets(text: string, known?: readonly string[]): string;
/** redactSecrets without its precheck: every step run on the text (exported for the test that holds the two equal). */
export declare function redactEveryPattern(text: string, known?: readonly string[]): string;
/**
 * Redacts every string inside a JSON-like value (trace results, webhook payloads, SARIF property
 * bags). Copy on write: an array or object is copied only when something inside it changed, so
 * a result with no secret in it (nearly all) comes back as it is, not as a deep copy of a few
 * hundred KB. Callers treat the value as read-only from here on.
 */
export declare function redactDeep<T>(value: T, known?: readonly string[]): T;
/** True when the text holds anything redactSecrets would replace. */
export declare function containsSecret(text: string, known?: readonly string[]): boolean;
