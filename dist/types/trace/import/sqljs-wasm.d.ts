import wasm from "sql.js/dist/sql-wasm.wasm";
export default wasm;
