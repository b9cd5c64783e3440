// What a caught value says: an Error's message, anything else as text. One helper, so every
// "could not …: <reason>" line reads the same whatever was thrown.
export function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
