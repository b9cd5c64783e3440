/** `build()`'s schema, built on first use; the same object is handed out every time. */
export declare function lazySchema<T extends object>(build: () => T): T;
/**
 * A value parsed from one of the package's own rule files (rules/*.json), parsed and checked the
 * first time anything reads it, through the same stand-in: a broken file still fails with the
 * schema's error, at the first use instead of at import.
 */
export declare function lazyParsed<T extends object>(parse: () => T): T;
