// The scanner's rules, in the order their SARIF rules are listed.
import { confusableNames } from "./confusable-names.js";
import { encodedBlobs } from "./encoded-blobs.js";
import { hiddenInstructions } from "./hidden-instructions.js";
import { invisibleCharacters } from "./invisible-characters.js";
import { readOnlyWrites } from "./read-only-writes.js";
import type { ScanRule } from "./rule.js";
import { secretParameters } from "./secret-parameters.js";
import { trojanSourceMeta } from "./trojan-source.js";

export const DEFINITION_RULES: readonly ScanRule[] = [hiddenInstructions, invisibleCharacters, confusableNames, secretParameters, encodedBlobs, readOnlyWrites];

/** Every rule's description, the file-wide Trojan Source check included. */
export const RULE_METAS = [...DEFINITION_RULES.map((r) => r.meta), trojanSourceMeta];
