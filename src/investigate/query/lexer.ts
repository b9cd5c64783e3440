// Tokens of the query language. Every token keeps its 1-based column so errors can point at it.
export type TokenKind = "ident" | "number" | "string" | "op" | "(" | ")" | "[" | "]" | "," | "eof";

export interface Token {
  kind: TokenKind;
  /** Source text (for a string: its decoded value). */
  text: string;
  /** 1-based column of the token's first character. */
  col: number;
}

/** A query that cannot be read: the message, and the column it points at. */
export class QueryError extends Error {
  constructor(
    readonly reason: string,
    readonly col: number,
    readonly source: string,
  ) {
    super(`column ${col}: ${reason}`);
    this.name = "QueryError";
  }

  /** The message with the query and a caret under the column. */
  pointed(): string {
    const line = this.source.replace(/[\r\n\t]/g, " ");
    return `${this.message}\n  ${line}\n  ${" ".repeat(Math.max(0, this.col - 1))}^`;
  }
}

export const MAX_QUERY_CHARS = 4096;
const OPS = ["==", "!=", "<=", ">=", "<", ">", "="];

export function tokenize(source: string): Token[] {
  if (source.length > MAX_QUERY_CHARS) throw new QueryError(`the query is longer than ${MAX_QUERY_CHARS} characters`, MAX_QUERY_CHARS + 1, source.slice(0, 80));
  const out: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const col = i + 1;
    if ("()[],".includes(c)) {
      out.push({ kind: c as TokenKind, text: c, col });
      i++;
      continue;
    }
    const op = OPS.find((o) => source.startsWith(o, i));
    if (op) {
      out.push({ kind: "op", text: op === "=" ? "==" : op, col });
      i += op.length;
      continue;
    }
    if (c === '"' || c === "'") {
      let j = i + 1;
      let value = "";
      while (j < source.length && source[j] !== c) {
        if (source[j] === "\\" && j + 1 < source.length) j++;
        value += source[j];
        j++;
      }
      if (j >= source.length) throw new QueryError(`this string has no closing ${c}`, col, source);
      out.push({ kind: "string", text: value, col });
      i = j + 1;
      continue;
    }
    const number = /^-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?/i.exec(source.slice(i));
    if (number && (c !== "-" || number[0].length > 1)) {
      out.push({ kind: "number", text: number[0], col });
      i += number[0].length;
      continue;
    }
    const ident = /^[A-Za-z_][A-Za-z0-9_.-]*/.exec(source.slice(i));
    if (ident) {
      out.push({ kind: "ident", text: ident[0], col });
      i += ident[0].length;
      continue;
    }
    throw new QueryError(`unexpected character '${c}'`, col, source);
  }
  out.push({ kind: "eof", text: "", col: source.length + 1 });
  return out;
}
