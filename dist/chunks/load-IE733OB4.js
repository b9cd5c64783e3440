import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShardReports,
  loadShards
} from "./chunk-TWF5NL7J.js";
import "./chunk-GZXBK4UX.js";
import "./chunk-AL6IN3LE.js";
import "./chunk-EPUNWN6J.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-KUOYBLV3.js";
import "./chunk-N2X3B6NU.js";
export {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShardReports,
  loadShards
};
