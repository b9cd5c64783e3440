// What a run's digest artifact is called, shared by the upload (digest-artifact.ts) and the
// history that reads it back (history.ts). Its own module so the upload, loaded on every run,
// does not bring the history reader (zip handling, schemas) into the action's start.
export const DIGEST_ARTIFACT = "blamegate-digest";
export const DIGEST_FILE = "digest.json";

/**
 * The artifact a run's digest is uploaded under. Artifact names are unique within a run, so
 * several blamegate jobs in one workflow (different `category`) need different names.
 */
export function digestArtifactName(category = "blamegate"): string {
  const safe = category.replace(/[^\w.-]+/g, "-");
  return safe === "blamegate" || safe === "" ? DIGEST_ARTIFACT : `${DIGEST_ARTIFACT}-${safe}`;
}
