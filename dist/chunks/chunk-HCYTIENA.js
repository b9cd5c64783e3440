
// src/version.ts
var VERSION = "1.0.0";
var HOMEPAGE = "https://github.com/blamegate/blamegate";

export {
  VERSION,
  HOMEPAGE
};
