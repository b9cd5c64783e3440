import {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-Y45FQ6Q3.js";
import "./chunk-ASGCZ2BG.js";
import "./chunk-5TGD2BJC.js";
import "./chunk-N2X3B6NU.js";
export {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
};
