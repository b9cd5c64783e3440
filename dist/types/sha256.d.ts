/** SHA-256 of `data` (a text as UTF-8), lowercase hex. */
export declare const sha256Hex: (data: string | Buffer) => string;
/** SHA-256 of `data` (a text as UTF-8), as raw bytes. */
export declare const sha256Bytes: (data: string | Buffer) => Buffer;
