import {
  ArtifactError,
  DEFAULT_ARTIFACT_LIMITS,
  downloadRunArtifacts,
  nameMatcher
} from "./chunk-3WP53UZ5.js";
import "./chunk-N2X3B6NU.js";
export {
  ArtifactError,
  DEFAULT_ARTIFACT_LIMITS,
  downloadRunArtifacts,
  nameMatcher
};
