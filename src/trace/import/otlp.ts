// otlp: OpenTelemetry OTLP/JSON trace exports. (Importer lands in the next commit.)
import type { Trace } from "../model.js";
import { isObj, NotATrace, own, type ImportContext } from "./common.js";

export function looksOtlp(value: unknown): boolean {
  return isObj(value) && Array.isArray(own(value, "resourceSpans"));
}

export function importOtlp(_value: unknown, _ctx: ImportContext): Trace[] {
  throw new NotATrace("OTLP import is not available in this build yet");
}
