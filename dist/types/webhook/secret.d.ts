export declare function isStandardSecret(secret: string): boolean;
/** The HMAC key for the Standard Webhooks signature. */
export declare function signingKey(secret: string): Buffer;
