import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/log.ts
var silentLogger = {
  debug() {
  },
  info() {
  },
  warning() {
  },
  error() {
  }
};

export {
  silentLogger
};
