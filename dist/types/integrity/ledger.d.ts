import type * as z from "zod";
import type { Verification } from "./model.js";
export declare const GENESIS: string;
/** One line longer than this is a broken line, not a reason to allocate. */
export declare const MAX_LEDGER_LINE = 4096;
export declare const LedgerEntrySchema: z.ZodObject<{
    id: z.ZodString;
    root: z.ZodString;
    algorithm: z.ZodString;
    steps: z.ZodNumber;
    file: z.ZodOptional<z.ZodString>;
    time: z.ZodString;
    prev: z.ZodString;
}, z.core.$strict>;
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
export interface LedgerRecord extends LedgerEntry {
    /** 1-based line number in the ledger file. */
    line: number;
    /** SHA-256 of the line's text: what the next line links to, and what an anchor names. */
    hash: string;
}
export interface LedgerIndex {
    /** Records per trace id, oldest first. */
    byId: Map<string, LedgerRecord[]>;
    /** Records in file order. */
    records: LedgerRecord[];
    /** The first broken line: records after it are not trusted and not indexed. */
    broken: {
        line: number;
        reason: string;
    } | null;
    /** Hash of the last good line: what the next appended line must carry as `prev`. */
    tip: string;
}
export declare function parseLedger(text: string): LedgerIndex;
/** The text of the next line (no newline) recording `entry` after a ledger whose tip is `tip`. */
export declare function ledgerLine(tip: string, entry: Omit<LedgerEntry, "prev">): string;
/** Appends entries to a ledger's text, each linked to the one before. */
export declare function appendToLedger(text: string, entries: readonly Omit<LedgerEntry, "prev">[]): string;
/** Judges an intact chain against the ledger: the latest recorded root must be this one. */
export declare function checkLedger(index: LedgerIndex, id: string, v: Verification): Verification;
/** Traces the ledger knows whose latest record is covered by this run but that were not seen. */
export declare function missingFromLedger(index: LedgerIndex, seenIds: ReadonlySet<string>, covered: (record: LedgerRecord) => boolean): LedgerRecord[];
/**
 * A ledger's head: how many lines it has and the hash of the last. Links catch an edited or
 * removed line in the middle, but lines cut from the end leave a shorter ledger that is still
 * whole: only a head recorded where the editor cannot write (a repository variable, the last
 * run's digest) shows it. `N:HASH` as text.
 */
export interface LedgerHead {
    records: number;
    tip: string;
}
export declare function ledgerHead(index: LedgerIndex): LedgerHead;
export declare const formatHead: (h: LedgerHead) => string;
export declare function parseHead(text: string, source?: string): LedgerHead;
/** Why the ledger does not extend `anchor` (lines cut from its end, or rewritten), or null when it does. */
export declare function checkAnchor(index: LedgerIndex, anchor: LedgerHead): string | null;
