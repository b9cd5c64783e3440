// What a reader of parsed JSON checks before it reads a field: the value is an object, not null
// and not an array. One predicate for every such reader (the event payload, tool results, trace
// meta, integrity views, comparisons, postmortem facts).

export const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** `v` as an object's fields, or undefined when it is not an object. */
export const asRecord = (v: unknown): Record<string, unknown> | undefined => (isRecord(v) ? v : undefined);
