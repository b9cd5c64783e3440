// The attribution engine's public surface, in one import for the pipeline, CLI and action.
export { attribute, explain, MAX_STEPS, type AttributeOptions } from "./attribute.js";
export { BLAME_LINE, TYPE_WEIGHT } from "./blame.js";
export { fuse, PRIOR_WEIGHT, type ModeScore } from "./fusion.js";
export { DETECTORS, type Detector, type Serves } from "./detectors/index.js";
export { categorySpec, helpMarkdown, helpText, modeLabel, modeSpec, taxonomy, type ModeSpec, type Taxonomy } from "./taxonomy.js";
