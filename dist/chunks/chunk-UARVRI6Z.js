
// src/github/digest-names.ts
var DIGEST_ARTIFACT = "blamegate-digest";
var DIGEST_FILE = "digest.json";
function digestArtifactName(category = "blamegate") {
  const safe = category.replace(/[^\w.-]+/g, "-");
  return safe === "blamegate" || safe === "" ? DIGEST_ARTIFACT : `${DIGEST_ARTIFACT}-${safe}`;
}

export {
  DIGEST_FILE,
  digestArtifactName
};
