// The ledger's and the sidecar's schemas are built when a ledger or sidecar is read, not when
// the modules load (issue 17, cold start: every run loads them, few runs read either).
import { afterEach, describe, expect, it } from "vitest";
import { restoreZod, touchZod } from "../support/zod-calls.js";

afterEach(restoreZod);

describe("loading the ledger and sidecar modules", () => {
  it("calls no zod constructor", async () => {
    const touched = touchZod();
    await import("../../src/integrity/ledger.js");
    await import("../../src/integrity/sidecar.js");
    expect(touched).toEqual([]);
  });
});
