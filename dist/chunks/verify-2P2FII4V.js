import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import "./chunk-2WV2SUI3.js";

// src/commands/verify.ts
async function run(_args, io) {
  io.stderr("blamegate verify: not available in this build yet\n");
  return 2;
}
export {
  run
};
