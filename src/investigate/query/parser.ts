// The query language's grammar, parsed by recursive descent into a typed tree. Fields and the
// types of their comparisons are checked here, so a query is refused before any trace is read,
// with the column of what is wrong.
//
//   query      := or EOF
//   or         := and ("or" and)*
//   and        := unary ("and" unary)*
//   unary      := "not" unary | comparison
//   comparison := operand ((== | != | < | <= | > | >= | "contains") operand | "not"? "in" list)?
//   operand    := "(" or ")" | FIELD | literal
//   list       := "[" (literal ("," literal)*)? "]"
//   literal    := NUMBER | STRING | "true" | "false" | "null"
//
// `=` is read as `==`. Keywords are case-insensitive; field names are not.
import { QueryError, tokenize, type Token } from "./lexer.js";

export type FieldType = "boolean" | "number" | "string" | "list";

/** The fields a query may name, with their types (facts.ts computes them). */
export const FIELDS: Record<string, FieldType> = {
  success: "boolean",
  mode: "string",
  agent: "list",
  blamed_agent: "string",
  blamed_step: "number",
  tool: "list",
  steps: "number",
  tokens: "number",
  cost: "number",
  max_latency: "number",
  failed_tools: "list",
  failed_agents: "list",
  format: "string",
  integrity: "string",
  id: "string",
  file: "string",
};

export type Literal = string | number | boolean | null;
export type CompareOp = "==" | "!=" | "<" | "<=" | ">" | ">=" | "contains";

export type Node =
  | { type: "and" | "or"; left: Node; right: Node }
  | { type: "not"; operand: Node }
  | { type: "field"; name: string; fieldType: FieldType; col: number }
  | { type: "literal"; value: Literal; col: number }
  | { type: "compare"; op: CompareOp; field: string; fieldType: FieldType; value: Literal; col: number }
  | { type: "in"; field: string; fieldType: FieldType; values: Literal[]; negated: boolean; col: number };

const KEYWORDS = new Set(["and", "or", "not", "in", "contains", "true", "false", "null"]);
const FLIPPED: Record<string, CompareOp> = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };

function typeOf(v: Literal): string {
  return v === null ? "null" : typeof v;
}

function nearest(name: string): string | undefined {
  // Edit distance to each known field; a close one is probably what was meant.
  let best: { f: string; d: number } | undefined;
  for (const f of Object.keys(FIELDS)) {
    const d = distance(name.toLowerCase(), f);
    if (!best || d < best.d) best = { f, d };
  }
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.f : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length]!;
}

class Parser {
  private pos = 0;
  private depth = 0;
  constructor(
    private readonly tokens: Token[],
    private readonly source: string,
  ) {}

  private peek(): Token {
    return this.tokens[this.pos]!;
  }
  private next(): Token {
    return this.tokens[this.pos++]!;
  }
  private fail(reason: string, at: Token = this.peek()): never {
    throw new QueryError(reason, at.col, this.source);
  }
  private isKeyword(word: string, t: Token = this.peek()): boolean {
    return t.kind === "ident" && t.text.toLowerCase() === word;
  }
  private describe(t: Token): string {
    return t.kind === "eof" ? "the end of the query" : t.kind === "string" ? `"${t.text}"` : `'${t.text}'`;
  }

  parse(): Node {
    if (this.peek().kind === "eof") this.fail("the query is empty");
    const node = this.or();
    const t = this.peek();
    if (t.kind !== "eof") this.fail(t.kind === ")" ? "this ')' closes nothing" : `expected 'and', 'or' or the end of the query, found ${this.describe(t)}`);
    return node;
  }

  private or(): Node {
    let left = this.and();
    while (this.isKeyword("or")) {
      this.next();
      left = { type: "or", left, right: this.and() };
    }
    return left;
  }

  private and(): Node {
    let left = this.unary();
    while (this.isKeyword("and")) {
      this.next();
      left = { type: "and", left, right: this.unary() };
    }
    return left;
  }

  private unary(): Node {
    if (this.isKeyword("not")) {
      this.next();
      return { type: "not", operand: this.unary() };
    }
    return this.comparison();
  }

  private comparison(): Node {
    const left = this.operand();
    const t = this.peek();
    const notIn = this.isKeyword("not") && this.isKeyword("in", this.tokens[this.pos + 1]!);
    if (this.isKeyword("in") || notIn) {
      if (notIn) this.next();
      this.next();
      const field = this.asField(left, "in");
      return { type: "in", field: field.name, fieldType: field.fieldType, values: this.list(field), negated: notIn, col: field.col };
    }
    if (t.kind === "op" || this.isKeyword("contains")) {
      this.next();
      const op = (t.kind === "op" ? t.text : "contains") as CompareOp;
      const right = this.operand();
      // A value on the left (`3 < steps`) reads the same as the field on the left, flipped.
      if (left.type === "literal" && right.type === "field" && op !== "contains") return this.compare(right, FLIPPED[op]!, left, t);
      if (right.type !== "literal") this.fail(right.type === "field" ? `compare a field with a value, not with another field ('${right.name}')` : "expected a value here", this.tokenAt(right));
      return this.compare(this.asField(left, op), op, right, t);
    }
    if (left.type === "literal") this.fail(`a value alone is not a condition: compare a field with it (e.g. steps > ${left.value})`, this.tokenAt(left));
    if (left.type === "field" && left.fieldType !== "boolean" && left.fieldType !== "list") {
      this.fail(`'${left.name}' is a ${left.fieldType}: compare it with a value (e.g. ${left.name} ${left.fieldType === "number" ? "> 10" : '== "…"'})`, this.tokenAt(left));
    }
    return left;
  }

  private tokenAt(node: Node): Token {
    const col = "col" in node ? node.col : this.peek().col;
    return { kind: "ident", text: "", col };
  }

  private asField(node: Node, op: string): Extract<Node, { type: "field" }> {
    if (node.type !== "field") this.fail(`'${op}' needs a field on its left`, this.tokenAt(node));
    return node;
  }

  private compare(field: Extract<Node, { type: "field" }>, op: CompareOp, value: Extract<Node, { type: "literal" }>, opToken: Token): Node {
    const v = value.value;
    const at = this.tokenAt(value);
    switch (field.fieldType) {
      case "number":
        if (op === "contains") this.fail(`'${field.name}' is a number: 'contains' needs a string or list field`, opToken);
        if (typeof v !== "number" && v !== null) this.fail(`'${field.name}' is a number, but this is a ${typeOf(v)}`, at);
        if (v === null && op !== "==" && op !== "!=") this.fail(`only == and != compare with null`, at);
        break;
      case "boolean":
        if (op !== "==" && op !== "!=") this.fail(`'${field.name}' is true, false or null: use == or !=`, opToken);
        if (typeof v !== "boolean" && v !== null) this.fail(`'${field.name}' is true, false or null, but this is a ${typeOf(v)}`, at);
        break;
      case "string":
        if (typeof v !== "string" && v !== null) this.fail(`'${field.name}' is a string: put the value in quotes`, at);
        if (v === null && op !== "==" && op !== "!=") this.fail(`only == and != compare with null`, at);
        break;
      case "list":
        if (op !== "contains" && op !== "==" && op !== "!=") this.fail(`'${field.name}' is a list: use contains, ==, != or in`, opToken);
        if (typeof v !== "string") this.fail(`'${field.name}' is a list of names: put the value in quotes`, at);
        break;
    }
    return { type: "compare", op, field: field.name, fieldType: field.fieldType, value: v, col: field.col };
  }

  private list(field: Extract<Node, { type: "field" }>): Literal[] {
    const open = this.peek();
    if (open.kind !== "[") this.fail(`'in' needs a list in brackets, e.g. ${field.name} in ["a", "b"]`);
    this.next();
    const values: Literal[] = [];
    if (this.peek().kind === "]") {
      this.next();
      return values;
    }
    for (;;) {
      const lit = this.operand();
      if (lit.type !== "literal") this.fail("a list holds values only", this.tokenAt(lit));
      const want = field.fieldType === "list" ? "string" : field.fieldType;
      if (lit.value !== null && typeof lit.value !== want) this.fail(`'${field.name}' holds ${want}s, but this is a ${typeOf(lit.value)}`, this.tokenAt(lit));
      values.push(lit.value);
      const t = this.next();
      if (t.kind === "]") return values;
      if (t.kind !== ",") this.fail(`expected ',' or ']' in the list that opens at column ${open.col}, found ${this.describe(t)}`, t);
    }
  }

  private operand(): Node {
    const t = this.next();
    switch (t.kind) {
      case "(": {
        if (++this.depth > 64) this.fail("brackets nested more than 64 deep", t);
        const inner = this.or();
        const close = this.next();
        if (close.kind !== ")") this.fail(`expected ')' to close the '(' at column ${t.col}, found ${this.describe(close)}`, close);
        this.depth--;
        return inner;
      }
      case "number":
        return { type: "literal", value: Number(t.text), col: t.col };
      case "string":
        return { type: "literal", value: t.text, col: t.col };
      case "ident": {
        const word = t.text.toLowerCase();
        if (word === "true" || word === "false") return { type: "literal", value: word === "true", col: t.col };
        if (word === "null") return { type: "literal", value: null, col: t.col };
        if (KEYWORDS.has(word)) this.fail(`expected a field or a value, found the keyword '${t.text}'`, t);
        const fieldType = FIELDS[t.text];
        if (!fieldType) {
          if (/^FM-\d/i.test(t.text)) this.fail(`a mode is a string: put it in quotes ("${t.text.toUpperCase()}")`, t);
          const near = nearest(t.text);
          this.fail(`unknown field '${t.text}'${near ? ` (did you mean '${near}'?)` : ""}; fields: ${Object.keys(FIELDS).join(", ")}`, t);
        }
        return { type: "field", name: t.text, fieldType, col: t.col };
      }
      default:
        return this.fail(`expected a field or a value, found ${this.describe(t)}`, t);
    }
  }
}

export function parseQuery(source: string): Node {
  return new Parser(tokenize(source), source).parse();
}
