// Webhook signing, verification, quiet alerting and delivery.
export * from "./secret.js";
export * from "./sign.js";
export * from "./verify.js";
export * from "./seen-ids.js";
export * from "./alert-model.js";
export * from "./quiet.js";
export * from "./build-alert.js";
export * from "./deliver.js";
export * from "./send-alert.js";
export * from "./receiver.js";
