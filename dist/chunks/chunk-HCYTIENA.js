import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/version.ts
var VERSION = "1.0.0";
var HOMEPAGE = "https://github.com/blamegate/blamegate";

export {
  VERSION,
  HOMEPAGE
};
