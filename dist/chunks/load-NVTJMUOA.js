import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShards
} from "./chunk-QK64MIOI.js";
import "./chunk-MATACC7L.js";
import "./chunk-4OK6BHV2.js";
import "./chunk-G6MMZ7ET.js";
import "./chunk-7QAN4BZL.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";
export {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShards
};
