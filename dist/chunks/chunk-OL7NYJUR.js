
// src/compare/guards-path.ts
var GUARDS_PATH = ".blamegate/guards.json";

export {
  GUARDS_PATH
};
