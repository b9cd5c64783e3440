import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  contextFromEvent,
  findPullRequestForRun
} from "./chunk-J62B3AOR.js";
import "./chunk-7QAN4BZL.js";
import "./chunk-N2X3B6NU.js";
export {
  contextFromEvent,
  findPullRequestForRun
};
