export declare const isRecord: (v: unknown) => v is Record<string, unknown>;
/** `v` as an object's fields, or undefined when it is not an object. */
export declare const asRecord: (v: unknown) => Record<string, unknown> | undefined;
