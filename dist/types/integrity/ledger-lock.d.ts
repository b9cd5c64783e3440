export declare const DEFAULT_LOCK_WAIT_MS = 30000;
/** A lock older than this is stale whoever holds it (an append takes milliseconds). */
export declare const STALE_LOCK_MS = 120000;
export declare class LedgerLockError extends Error {
    name: string;
}
/** Runs `work` holding `ledger.lock`; waits up to `waitMs` for another holder, then throws LedgerLockError. */
export declare function withLedgerLock<T>(ledger: string, waitMs: number, work: () => Promise<T>): Promise<T>;
