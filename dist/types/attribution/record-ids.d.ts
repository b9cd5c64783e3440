/** A record reference: #W4967593, ORD-1234, user_12345, 4567. */
export declare const RECORD_REF: RegExp;
/** Anything identifier-like in call arguments: #W123, AB-1234x, user_420x, #A1b2. */
export declare const IDENTIFIER: RegExp;
/** `text.match(IDENTIFIER) ?? []`. */
export declare function identifiers(text: string): string[];
/** The form references are compared in: no leading #, lower case. */
export declare const normRef: (s: string) => string;
/** Record references of at least `minDigits` digits in a text, as written, in order. */
export declare function recordRefs(text: string, minDigits?: number): string[];
