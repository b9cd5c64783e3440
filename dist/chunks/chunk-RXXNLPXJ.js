
// src/error-message.ts
function errorMessage(err) {
  return err instanceof Error ? err.message : String(err);
}

export {
  errorMessage
};
