import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-5IEZPT73.js";
import "./chunk-GFPEUUW6.js";
import "./chunk-N2X3B6NU.js";
export {
  contextFromEvent,
  findPullRequestForRun
};
