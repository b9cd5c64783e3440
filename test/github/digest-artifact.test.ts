// The upload edge with a stand-in client (the real one needs the Actions runtime): the file
// goes up under the name history looks for, from its own folder, so the zip holds digest.json.
import { describe, expect, it } from "vitest";
import { uploadDigest, type ArtifactUploader } from "../../src/github/digest-artifact.js";
import { digestArtifactName } from "../../src/github/digest-names.js";

describe("uploadDigest", () => {
  it("uploads digest.json under the category's artifact name", async () => {
    const calls: unknown[][] = [];
    const client: ArtifactUploader = {
      uploadArtifact: async (name, files, root, options) => {
        calls.push([name, files, root, options]);
        return { id: 7, size: 120 };
      },
    };
    expect(await uploadDigest(client, "/tmp/out/digest.json", { category: "nightly evals" })).toEqual({ id: 7, size: 120 });
    expect(calls[0]!.slice(0, 3)).toEqual(["blamegate-digest-nightly-evals", ["/tmp/out/digest.json"], "/tmp/out"]);
    await expect(uploadDigest(client, "/tmp/out/results.json")).rejects.toThrow(/digest\.json/);
    expect(digestArtifactName()).toBe("blamegate-digest");
    expect(digestArtifactName("blamegate")).toBe("blamegate-digest");
  });
});
