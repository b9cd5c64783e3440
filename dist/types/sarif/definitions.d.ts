export type DefinitionKind = "tool-registration" | "decorated-function" | "function" | "function-schema" | "agent";
export interface Definition {
    name: string;
    line: number;
    kind: DefinitionKind;
}
/** Most specific first: an explicit tool registration beats a same-named helper function. */
export declare const KIND_RANK: Record<DefinitionKind, number>;
/** Definitions in one source file. `path` picks the language by extension. */
export declare function findDefinitions(text: string, path: string): Definition[];
