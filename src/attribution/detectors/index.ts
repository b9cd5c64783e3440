// Every detector, in one list. The test suite checks each MAST mode has at least one.
import type { Detector } from "./types.js";
import { forbiddenTool, roleTools, stepLimit, unconfirmedAction } from "./specification.js";
import { repeatCall, repeatMessage } from "./repetition.js";
import { assumedData, ungroundedReference } from "./grounding.js";
import { derailment, ignoredInput, reasoningActionMismatch, taskRestated, withheld } from "./misalignment.js";
import { availabilityCount, misattributedValue, partialScopeAction, statusContradiction } from "./consistency.js";
import { incorrectVerification, missingVerification, prematureTermination, unansweredRequest, unverifiedClaim } from "./verification.js";

export type { Detector, Serves } from "./types.js";

export const DETECTORS: readonly Detector[] = [
  forbiddenTool,
  unconfirmedAction,
  roleTools,
  repeatCall,
  repeatMessage,
  ungroundedReference,
  stepLimit,
  taskRestated,
  assumedData,
  derailment,
  withheld,
  ignoredInput,
  reasoningActionMismatch,
  prematureTermination,
  missingVerification,
  unverifiedClaim,
  incorrectVerification,
  availabilityCount,
  statusContradiction,
  partialScopeAction,
  misattributedValue,
  unansweredRequest,
];
