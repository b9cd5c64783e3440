import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShards
} from "./chunk-QLPYFXCN.js";
import "./chunk-G4NOTGDF.js";
import "./chunk-65OZHXNV.js";
import "./chunk-JBZSUEN2.js";
import "./chunk-GFPEUUW6.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";
export {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShards
};
