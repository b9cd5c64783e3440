// Stands in, in the bundle, for @actions/artifact's download, list, get and delete. blamegate's
// action only uploads with it (the digest, the postmortem pages): it lists and downloads
// earlier runs' artifacts with the REST API through its own client (src/github/artifacts.ts). The
// real modules bring @actions/github with a second HTTP stack, which every run that uploads would
// compile before its first byte went up (docs/performance.md, "The artifact upload"), and the
// download brings unzip-stream, whose chain (binary, chainsaw, buffers) includes a package that
// declares no licence, so none of it may ship in dist/.
const unavailable = (): never => {
  throw new Error("blamegate's bundle includes only @actions/artifact's upload");
};
export const downloadArtifactPublic = unavailable;
export const downloadArtifactInternal = unavailable;
export const deleteArtifactPublic = unavailable;
export const deleteArtifactInternal = unavailable;
export const getArtifactPublic = unavailable;
export const getArtifactInternal = unavailable;
export const listArtifactsPublic = unavailable;
export const listArtifactsInternal = unavailable;
