// The tree-sitter runtime and grammars, embedded by esbuild's `.wasm: binary` loader so the
// bundled CLI and action scan code with no node_modules. Imported lazily: only `scan` pays.
import runtime from "@vscode/tree-sitter-wasm/wasm/tree-sitter.wasm";
import tsx from "@vscode/tree-sitter-wasm/wasm/tree-sitter-tsx.wasm";
import python from "@vscode/tree-sitter-wasm/wasm/tree-sitter-python.wasm";

export const WASM: Record<string, Uint8Array> = {
  "tree-sitter.wasm": runtime,
  "tree-sitter-tsx.wasm": tsx,
  "tree-sitter-python.wasm": python,
};
