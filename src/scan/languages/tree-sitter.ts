// Tree-sitter (WebAssembly, no native addon) with the grammars VS Code ships, loaded once on
// first use. In the bundle the .wasm files are embedded (tree-sitter-wasm.ts); under vitest
// and tsc output they are read from node_modules.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Language, Node, Parser, Tree } from "@vscode/tree-sitter-wasm";

// TSX is a superset of TypeScript and JavaScript but for `<T>value` casts (which tree-sitter
// recovers from locally), so one grammar reads all three and the bundle carries one, not three.
export type Grammar = "tsx" | "python";
export type { Node as SyntaxNode, Tree } from "@vscode/tree-sitter-wasm";

type TreeSitter = typeof import("@vscode/tree-sitter-wasm");

async function wasmBytes(file: string): Promise<Uint8Array> {
  try {
    const embedded = (await import("./tree-sitter-wasm.js")).WASM[file];
    if (embedded instanceof Uint8Array && embedded.length > 0) return embedded;
  } catch {
    /* not bundled: read it from the installed package */
  }
  return new Uint8Array(await readFile(createRequire(import.meta.url).resolve(`@vscode/tree-sitter-wasm/wasm/${file}`)));
}

let runtime: Promise<TreeSitter> | undefined;
const languages = new Map<Grammar, Promise<Language>>();

function loadRuntime(): Promise<TreeSitter> {
  runtime ??= (async () => {
    // The runtime asks for its own script's URL to locate its .wasm, which we hand it instead;
    // an ESM bundle has no `__filename`, so it gets one while the runtime starts.
    const g = globalThis as { __filename?: string };
    const lent = !("__filename" in g);
    if (lent) g.__filename = fileURLToPath(import.meta.url);
    try {
      const mod = (await import("@vscode/tree-sitter-wasm")) as TreeSitter & { default?: TreeSitter };
      const ts = mod.Parser ? mod : mod.default!;
      const wasmBinary = await wasmBytes("tree-sitter.wasm");
      await (ts.Parser.init as (o: object) => Promise<void>)({ wasmBinary });
      return ts;
    } finally {
      if (lent) delete g.__filename;
    }
  })();
  runtime.catch(() => (runtime = undefined));
  return runtime;
}

/** A parser for one grammar (a new one each call: parsers hold state). */
export async function parserFor(grammar: Grammar): Promise<Parser> {
  const ts = await loadRuntime();
  let lang = languages.get(grammar);
  if (!lang) {
    lang = wasmBytes(`tree-sitter-${grammar}.wasm`).then((bytes) => ts.Language.load(bytes));
    languages.set(grammar, lang);
  }
  const parser = new ts.Parser();
  parser.setLanguage(await lang);
  return parser;
}

/** Parses `source`; the tree must be deleted by the caller (it lives in wasm memory). */
export async function parse(grammar: Grammar, source: string): Promise<Tree> {
  const parser = await parserFor(grammar);
  try {
    const tree = parser.parse(source);
    if (!tree) throw new Error(`tree-sitter could not parse the file as ${grammar}`);
    return tree;
  } finally {
    parser.delete();
  }
}

/** Parses `source`, hands the tree's root to `use`, and always frees the tree (it lives in wasm memory). */
export async function withTree<T>(grammar: Grammar, source: string, use: (root: Node) => T): Promise<T> {
  const tree = await parse(grammar, source);
  try {
    return use(tree.rootNode);
  } finally {
    tree.delete();
  }
}

/** Every named node under `root` in document order, with what `visit` makes of it. */
export function walkNamed<T>(root: Node, visit: (node: Node) => T[] | T | null): T[] {
  const found: T[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const got = visit(node);
    if (Array.isArray(got)) found.push(...got);
    else if (got !== null) found.push(got);
    for (let i = node.namedChildCount - 1; i >= 0; i--) {
      const c = node.namedChild(i);
      if (c) stack.push(c);
    }
  }
  return found;
}
