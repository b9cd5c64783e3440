/** `build()`'s schema, built on first use; the same object is handed out every time. */
export declare function lazySchema<T extends object>(build: () => T): T;
