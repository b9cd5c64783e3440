import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);
import {
  __commonJS,
  __require
} from "./chunk-N2X3B6NU.js";

// builtin-by-require:node:http
var require_node_http = __commonJS({
  "builtin-by-require:node:http"(exports, module) {
    module.exports = __require("node:http");
  }
});

export {
  require_node_http
};
