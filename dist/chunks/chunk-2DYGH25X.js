
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
