
// src/json/record.ts
var isRecord = (v) => typeof v === "object" && v !== null && !Array.isArray(v);
var asRecord = (v) => isRecord(v) ? v : void 0;

export {
  isRecord,
  asRecord
};
