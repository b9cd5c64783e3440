import {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-TL6424M7.js";
import "./chunk-OSY5FPR3.js";
import "./chunk-NOE4PLQR.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";
export {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
};
