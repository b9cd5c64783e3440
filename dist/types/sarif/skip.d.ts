export declare const DEFAULT_SOURCE_SKIP: readonly string[];
