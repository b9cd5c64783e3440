// Replay protection: a receiver remembers message ids it accepted. Pluggable so a fleet of
// receivers can share one store (a database, Redis); the in-memory one suits a single process.

export interface SeenIdStore {
  /** Records the id; resolves true when it had already been recorded (a replay). */
  checkAndAdd(id: string, expiresAtMs: number, nowMs: number): boolean | Promise<boolean>;
}

export function memorySeenIds(): SeenIdStore & { size(): number } {
  const seen = new Map<string, number>();
  return {
    size: () => seen.size,
    checkAndAdd(id, expiresAtMs, nowMs) {
      // Ids only need remembering while their timestamp could still pass the tolerance check.
      for (const [k, exp] of seen) if (exp <= nowMs) seen.delete(k);
      if (seen.has(id)) return true;
      seen.set(id, expiresAtMs);
      return false;
    },
  };
}
