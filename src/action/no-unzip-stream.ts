// Stands in for unzip-stream in the bundle. @actions/artifact imports it for downloadArtifact,
// which blamegate never calls: it downloads artifacts with the REST API and extracts them with
// yauzl under its own caps (src/collect/unzip.ts). The real module brings binary, chainsaw and
// buffers, and buffers declares no licence, so none of it may ship in dist/.
const unavailable = (): never => {
  throw new Error("blamegate's bundle does not include unzip-stream (@actions/artifact's downloadArtifact)");
};
export default { Extract: unavailable, Parse: unavailable };
