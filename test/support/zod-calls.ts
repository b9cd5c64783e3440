// Stand-ins for zod in tests that check when schemas are built (issue 17, cold start): the next
// dynamic imports see the stand-in, and the returned list grows with each call made through it.
// Give the real zod back after each such test: `afterEach(restoreZod)`.
import { vi } from "vitest";

/** The real zod again, and modules imported afresh. */
export function restoreZod(): void {
  vi.doUnmock("zod");
  vi.resetModules();
}

/** zod itself, with each of its functions recording its name in the list when called. */
export function countZodCalls(): string[] {
  const calls: string[] = [];
  vi.resetModules();
  vi.doMock("zod", async (importOriginal) => {
    const real = await importOriginal<Record<string, unknown>>();
    return Object.fromEntries(Object.entries(real).map(([k, v]) => [k, typeof v === "function" ? (...a: unknown[]) => (calls.push(k), (v as (...x: unknown[]) => unknown)(...a)) : v]));
  });
  return calls;
}

/** A zod that builds nothing: any member read records its name, so the list says whether a module touched zod at all. */
export function touchZod(): string[] {
  const touched: string[] = [];
  vi.resetModules();
  vi.doMock("zod", () => new Proxy({}, { get: (_, key) => (typeof key === "string" && key !== "then" ? touched.push(key) && (() => ({})) : undefined) }));
  return touched;
}
