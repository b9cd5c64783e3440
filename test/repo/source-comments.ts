// The comments of a TypeScript or JavaScript file, for the repository tests that read them
// (comments.test.ts, quoted-paths.test.ts). A lexer, not a parser: it steps over strings,
// template literals (with their `${…}` holes) and regular-expression literals, so a `//` or
// `/*` inside one of them is not taken for a comment. A `/` starts a regular expression where an
// expression may start: after an operator, an opening bracket, a comma, or a keyword such as
// `return`; anywhere else it is division.
import { readdirSync } from "node:fs";
import path from "node:path";

export interface Comment {
  /** 1-based line of the comment's first character. */
  line: number;
  /** Offset of the comment's first character in the source. */
  offset: number;
  /** The comment as written, `//` or `/* … *\/` included. */
  text: string;
}

const KEYWORDS_BEFORE_EXPRESSION = new Set(["return", "typeof", "instanceof", "in", "of", "new", "delete", "void", "throw", "case", "do", "else", "yield", "await"]);

export function commentsOf(source: string): Comment[] {
  const out: Comment[] = [];
  let i = 0;
  let line = 1;
  // What came last, to tell a regular expression from a division: "value" after a name,
  // number, string or closing bracket; "operator" anywhere an expression may start.
  let last: "value" | "operator" = "operator";
  // Open `${` holes of template literals: the brace depth at which each hole closes.
  const holes: number[] = [];
  let depth = 0;
  const n = source.length;
  const advance = (to: number) => {
    for (let k = i; k < to; k++) if (source.charCodeAt(k) === 10) line++;
    i = to;
  };
  const skipTemplate = () => {
    // i is just past a backtick or a hole's closing brace.
    while (i < n) {
      const c = source[i];
      if (c === "\\") advance(i + 2);
      else if (c === "`") {
        advance(i + 1);
        last = "value";
        return;
      } else if (c === "$" && source[i + 1] === "{") {
        advance(i + 2);
        holes.push(depth);
        depth++;
        last = "operator";
        return;
      } else advance(i + 1);
    }
  };
  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const to = end === -1 ? n : end;
      out.push({ line, offset: i, text: source.slice(i, to) });
      advance(to);
    } else if (c === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const to = end === -1 ? n : end + 2;
      out.push({ line, offset: i, text: source.slice(i, to) });
      advance(to);
    } else if (c === '"' || c === "'") {
      let k = i + 1;
      while (k < n && source[k] !== c && source[k] !== "\n") k += source[k] === "\\" ? 2 : 1;
      advance(k + 1);
      last = "value";
    } else if (c === "`") {
      advance(i + 1);
      skipTemplate();
    } else if (c === "/" && last === "operator") {
      // A regular expression literal: to its closing slash outside a character class.
      let k = i + 1;
      let inClass = false;
      while (k < n && source[k] !== "\n") {
        const d = source[k];
        if (d === "\\") k += 2;
        else if (d === "[") (inClass = true), k++;
        else if (d === "]") (inClass = false), k++;
        else if (d === "/" && !inClass) break;
        else k++;
      }
      k++;
      while (k < n && /[a-z]/i.test(source[k]!)) k++;
      advance(k);
      last = "value";
    } else if (c === "{") {
      depth++;
      advance(i + 1);
      last = "operator";
    } else if (c === "}") {
      depth--;
      advance(i + 1);
      if (holes.length > 0 && holes[holes.length - 1] === depth) {
        holes.pop();
        skipTemplate();
      } else last = "operator";
    } else if (/[\p{L}\p{N}_$]/u.test(c)) {
      let k = i + 1;
      while (k < n && /[\p{L}\p{N}_$]/u.test(source[k]!)) k++;
      const word = source.slice(i, k);
      advance(k);
      last = KEYWORDS_BEFORE_EXPRESSION.has(word) ? "operator" : "value";
    } else if (c === ")" || c === "]") {
      advance(i + 1);
      last = "value";
    } else if (/\s/.test(c)) advance(i + 1);
    else {
      advance(i + 1);
      last = "operator";
    }
  }
  return out;
}

/** Files under `dir` (relative to `root`) whose names end in one of `endings`, sorted. */
export function filesUnder(root: string, dir: string, endings: readonly string[]): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && endings.some((x) => e.name.endsWith(x)))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort();
}
