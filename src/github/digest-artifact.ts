// Uploads this run's digest as an artifact so later runs find it (github/history.ts). Only the
// real action exercises this; the client is passed in so the call site owns its construction.
import path from "node:path";
import type { DefaultArtifactClient } from "@actions/artifact";
import { DIGEST_FILE, digestArtifactName } from "./digest-names.js";

export type ArtifactUploader = Pick<DefaultArtifactClient, "uploadArtifact">;

/**
 * `file` must be named digest.json (history looks for that name). Artifact names are unique
 * per run, so matrix shards must merge their digests first or pass distinct names.
 */
export async function uploadDigest(client: ArtifactUploader, file: string, options: { category?: string; name?: string; retentionDays?: number } = {}): Promise<{ id?: number; size?: number }> {
  if (path.basename(file) !== DIGEST_FILE) throw new Error(`uploadDigest expects a file named ${DIGEST_FILE}, got ${file}`);
  const res = await client.uploadArtifact(options.name ?? digestArtifactName(options.category), [file], path.dirname(file), {
    retentionDays: options.retentionDays ?? 90,
  });
  return { ...(res.id !== undefined ? { id: res.id } : {}), ...(res.size !== undefined ? { size: res.size } : {}) };
}
