// The sql.js WebAssembly binary, embedded by esbuild's `.wasm: binary` loader so the bundled
// action reads SQLite with no node_modules and no native addon. Imported lazily (dynamic
// import) so only a run that meets a SQLite file loads it. Under vitest, which has no such
// loader, importing this module fails and sqljs.ts reads the file from node_modules instead.
import wasm from "sql.js/dist/sql-wasm.wasm";

export default wasm;
