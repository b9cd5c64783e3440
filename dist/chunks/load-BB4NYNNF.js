import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  MergeInputError,
  RESULTS_FILE,
  findResultFiles,
  loadResults,
  loadShardReports,
  loadShards
} from "./chunk-WWCKPCAO.js";
import "./chunk-YC3BID7Y.js";
import "./chunk-4U6ZABW2.js";
import "./chunk-YTQE57AZ.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-RXXNLPXJ.js";
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
