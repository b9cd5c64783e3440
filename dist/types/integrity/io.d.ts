import { type LedgerEntry, type LedgerHead, type LedgerIndex } from "./ledger.js";
import { type Sidecar } from "./sidecar.js";
import type { Verification } from "./model.js";
import { type VerifyOptions } from "./verify.js";
import type { Trace } from "../trace/model.js";
/** Reads a key file (size-capped before reading) and parses it as hex or text. */
export declare function readKeyFile(file: string): Promise<Uint8Array>;
/** The keys a command was given: key files first, then the environment's. */
export declare function loadKeys(files: readonly string[], env: Record<string, string | undefined>, envNames: readonly string[], cwd: string): Promise<Uint8Array[]>;
/** The sidecar next to a trace file, or null when there is none. */
export declare function readSidecar(traceFile: string): Promise<Sidecar | null>;
/** Replaces a file's content atomically: a reader sees the old or the new file, never half. */
export declare function writeAtomic(file: string, text: string): Promise<void>;
/** Ledger files are small records; refuse one that could not be a ledger before reading it. */
export declare const MAX_LEDGER_BYTES: number;
export declare function readLedger(file: string): Promise<LedgerIndex>;
export interface AppendOptions {
    /** How long to wait for another appender's lock before refusing (default 30 s). */
    waitMs?: number;
}
/**
 * Appends entries to the ledger file, each linked to the line before. Reading the tip and
 * appending must be one step, or two signers link to the same tip and break the ledger: the
 * whole step runs under `F.lock` (ledger-lock.ts), and a lock that cannot be had is an error.
 */
export declare function appendLedger(file: string, entries: readonly Omit<LedgerEntry, "prev">[], opts?: AppendOptions): Promise<LedgerHead>;
/** One trace's verdict, and the signed traces of the file's sidecar that are gone. */
export interface FileVerification {
    results: Verification[];
    /** Traces the sidecar signed whose positions the file no longer has (deleted after signing). */
    gone: {
        id: string;
        position: number;
        algorithm: string;
    }[];
    /** A sidecar that could not be read: every trace of the file is judged without it. */
    sidecarError?: string;
}
/**
 * Verifies the traces read from one file, with the file's sidecar when it has one: what `verify`
 * calls per file (the pipeline does the same one trace at a time: pipeline/one-file.ts and
 * results/analyze-trace.ts, with the same ElementTexts, sidecar matching and goneEntries).
 */
export declare function verifyFileTraces(absFile: string, imported: readonly Trace[], opts: VerifyOptions): Promise<FileVerification>;
/**
 * Signed native traces read from a JSON array (or a `{ "traces": [...] }` document) come without
 * their own text, and their parsed numbers lose Python's spelling (480.0 reads as 480). This
 * gives each the text of its own element, re-read losslessly from the file (spellings kept) and
 * picked by the element's index (`origin.item`), never by id: ids are untrusted, and the
 * importer reads 7 and "7" alike. `verify` and the pipeline both call it, so they agree.
 * A file that cannot be re-read leaves the trace as it is (its raw object, numbers re-spelled).
 */
export declare class ElementTexts {
    private readonly absFile;
    private list;
    constructor(absFile: string);
    attach(t: Trace): Promise<Trace>;
}
