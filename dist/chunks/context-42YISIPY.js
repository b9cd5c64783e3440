import {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-BDZ6U4OG.js";
import "./chunk-7H2TAQXC.js";
import "./chunk-5S3KQJG7.js";
import "./chunk-JYXDTFVG.js";
import "./chunk-N2X3B6NU.js";
export {
  alertOriginOf,
  contextFromEvent,
  findPullRequestForRun
};
