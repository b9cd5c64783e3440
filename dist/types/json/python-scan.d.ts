export declare class ScanError extends Error {
    name: string;
}
export interface ScannedTrace {
    /** Canonical header: every top-level member but `steps`, with `meta.integrity` left out. */
    header: string;
    steps: string[];
    seedInput: string;
    /** The raw JSON text of meta.integrity, if there is one. */
    integrityText: string | null;
}
export declare function scanTrace(text: string): ScannedTrace;
