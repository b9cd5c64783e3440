import { createRequire as __bgCreateRequire } from 'node:module'; const require = __bgCreateRequire(import.meta.url);

// src/error-message.ts
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}

export {
  errorMessage
};
