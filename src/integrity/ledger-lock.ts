// One appender at a time: `F.lock`, created with O_EXCL, holds the ledger while its tip is read
// and the new lines are written. No dependency: the lock is a file the holder writes its pid,
// host and time into, so a lock left by a process that died can be told from a live one.
import { randomUUID } from "node:crypto";
import { link, open, readFile, rename, stat, unlink } from "node:fs/promises";
import { hostname } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";

export const DEFAULT_LOCK_WAIT_MS = 30_000;
/** A lock older than this is stale whoever holds it (an append takes milliseconds). */
export const STALE_LOCK_MS = 120_000;

interface Holder {
  pid: number;
  host: string;
  time: string;
}

export class LedgerLockError extends Error {
  override name = "LedgerLockError";
}

function parseHolder(text: string): Holder | null {
  try {
    const v = JSON.parse(text) as Partial<Holder>;
    return typeof v.pid === "number" && typeof v.host === "string" && typeof v.time === "string" ? (v as Holder) : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: it exists but is not ours to signal.
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Stale: its process is gone (same host), or it is older than STALE_LOCK_MS. A lock being written (no content yet) is not. */
async function isStale(lockPath: string, text: string): Promise<boolean> {
  const holder = parseHolder(text);
  const info = await stat(lockPath).catch(() => null);
  if (!info) return false;
  if (Date.now() - info.mtimeMs > STALE_LOCK_MS) return true;
  return holder !== null && holder.host === hostname() && !alive(holder.pid);
}

/**
 * Moves a stale lock aside, then deletes it. If what was moved is not the lock judged stale
 * (its holder let go and another took it in between), it is linked back, unless a third
 * appender has taken the name meanwhile.
 */
async function breakStale(lockPath: string, seen: string): Promise<void> {
  const moved = `${lockPath}.stale.${process.pid}.${randomUUID()}`;
  try {
    await rename(lockPath, moved);
  } catch {
    return;
  }
  const content = await readFile(moved, "utf8").catch(() => "");
  if (content !== seen) await link(moved, lockPath).catch(() => undefined);
  await unlink(moved).catch(() => undefined);
}

/** Runs `work` holding `ledger.lock`; waits up to `waitMs` for another holder, then throws LedgerLockError. */
export async function withLedgerLock<T>(ledger: string, waitMs: number, work: () => Promise<T>): Promise<T> {
  const lockPath = `${ledger}.lock`;
  // The nonce tells this holder's lock from another's in the same process and millisecond.
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), time: new Date().toISOString(), nonce: randomUUID() });
  const deadline = Date.now() + waitMs;
  for (let attempt = 0; ; attempt++) {
    try {
      const h = await open(lockPath, "wx");
      try {
        await h.writeFile(mine);
      } finally {
        await h.close();
      }
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw new LedgerLockError(`ledger ${ledger}: cannot create ${lockPath}: ${(e as NodeJS.ErrnoException).code ?? String(e)}`);
    }
    const text = await readFile(lockPath, "utf8").catch(() => "");
    if (await isStale(lockPath, text)) {
      await breakStale(lockPath, text);
      continue;
    }
    if (Date.now() >= deadline) {
      const holder = parseHolder(text);
      const who = holder ? `process ${holder.pid} on ${holder.host} since ${holder.time}` : "another process";
      throw new LedgerLockError(`ledger ${ledger} is locked by ${who} (${lockPath}); not appending. Delete the lock file if that process is gone`);
    }
    // Short, growing, jittered waits: appends take milliseconds.
    await sleep(Math.min(200, 5 * 2 ** Math.min(attempt, 5)) * (0.5 + Math.random()));
  }
  try {
    return await work();
  } finally {
    // Let go only of our own lock (a holder judged stale may have lost it to another).
    const now = await readFile(lockPath, "utf8").catch(() => "");
    if (now === mine) await unlink(lockPath).catch(() => undefined);
  }
}
