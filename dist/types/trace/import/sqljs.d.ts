import type { SqlJsStatic } from "sql.js";
export declare function loadSqlJs(): Promise<SqlJsStatic>;
