
// src/investigate/query/lexer.ts
var QueryError = class extends Error {
  constructor(reason, col, source) {
    super(`column ${col}: ${reason}`);
    this.reason = reason;
    this.col = col;
    this.source = source;
    this.name = "QueryError";
  }
  reason;
  col;
  source;
  /** The message with the query and a caret under the column. */
  pointed() {
    const line = this.source.replace(/[\r\n\t]/g, " ");
    return `${this.message}
  ${line}
  ${" ".repeat(Math.max(0, this.col - 1))}^`;
  }
};
var MAX_QUERY_CHARS = 4096;
var OPS = ["==", "!=", "<=", ">=", "<", ">", "="];
function tokenize(source) {
  if (source.length > MAX_QUERY_CHARS) throw new QueryError(`the query is longer than ${MAX_QUERY_CHARS} characters`, MAX_QUERY_CHARS + 1, source.slice(0, 80));
  const out = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    const col = i + 1;
    if ("()[],".includes(c)) {
      out.push({ kind: c, text: c, col });
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

// src/investigate/query/parser.ts
var FIELDS = {
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
  file: "string"
};
var KEYWORDS = /* @__PURE__ */ new Set(["and", "or", "not", "in", "contains", "true", "false", "null"]);
var FLIPPED = { "<": ">", "<=": ">=", ">": "<", ">=": "<=", "==": "==", "!=": "!=" };
function typeOf(v) {
  return v === null ? "null" : typeof v;
}
function nearest(name) {
  let best;
  for (const f of Object.keys(FIELDS)) {
    const d = distance(name.toLowerCase(), f);
    if (!best || d < best.d) best = { f, d };
  }
  return best && best.d <= Math.max(2, Math.floor(name.length / 3)) ? best.f : void 0;
}
function distance(a, b) {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}
var Parser = class {
  constructor(tokens, source) {
    this.tokens = tokens;
    this.source = source;
  }
  tokens;
  source;
  pos = 0;
  depth = 0;
  peek() {
    return this.tokens[this.pos];
  }
  next() {
    return this.tokens[this.pos++];
  }
  fail(reason, at = this.peek()) {
    throw new QueryError(reason, at.col, this.source);
  }
  isKeyword(word, t = this.peek()) {
    return t.kind === "ident" && t.text.toLowerCase() === word;
  }
  describe(t) {
    return t.kind === "eof" ? "the end of the query" : t.kind === "string" ? `"${t.text}"` : `'${t.text}'`;
  }
  parse() {
    if (this.peek().kind === "eof") this.fail("the query is empty");
    const node = this.or();
    const t = this.peek();
    if (t.kind !== "eof") this.fail(t.kind === ")" ? "this ')' closes nothing" : `expected 'and', 'or' or the end of the query, found ${this.describe(t)}`);
    return node;
  }
  or() {
    let left = this.and();
    while (this.isKeyword("or")) {
      this.next();
      left = { type: "or", left, right: this.and() };
    }
    return left;
  }
  and() {
    let left = this.unary();
    while (this.isKeyword("and")) {
      this.next();
      left = { type: "and", left, right: this.unary() };
    }
    return left;
  }
  unary() {
    if (this.isKeyword("not")) {
      this.next();
      return { type: "not", operand: this.unary() };
    }
    return this.comparison();
  }
  comparison() {
    const left = this.operand();
    const t = this.peek();
    const notIn = this.isKeyword("not") && this.isKeyword("in", this.tokens[this.pos + 1]);
    if (this.isKeyword("in") || notIn) {
      if (notIn) this.next();
      this.next();
      const field2 = this.asField(left, "in");
      return { type: "in", field: field2.name, fieldType: field2.fieldType, values: this.list(field2), negated: notIn, col: field2.col };
    }
    if (t.kind === "op" || this.isKeyword("contains")) {
      this.next();
      const op = t.kind === "op" ? t.text : "contains";
      const right = this.operand();
      if (left.type === "literal" && right.type === "field" && op !== "contains") return this.compare(right, FLIPPED[op], left, t);
      if (right.type !== "literal") this.fail(right.type === "field" ? `compare a field with a value, not with another field ('${right.name}')` : "expected a value here", this.tokenAt(right));
      return this.compare(this.asField(left, op), op, right, t);
    }
    if (left.type === "literal") this.fail(`a value alone is not a condition: compare a field with it (e.g. steps > ${left.value})`, this.tokenAt(left));
    if (left.type === "field" && left.fieldType !== "boolean" && left.fieldType !== "list") {
      this.fail(`'${left.name}' is a ${left.fieldType}: compare it with a value (e.g. ${left.name} ${left.fieldType === "number" ? "> 10" : '== "\u2026"'})`, this.tokenAt(left));
    }
    return left;
  }
  tokenAt(node) {
    const col = "col" in node ? node.col : this.peek().col;
    return { kind: "ident", text: "", col };
  }
  asField(node, op) {
    if (node.type !== "field") this.fail(`'${op}' needs a field on its left`, this.tokenAt(node));
    return node;
  }
  compare(field2, op, value, opToken) {
    const v = value.value;
    const at = this.tokenAt(value);
    switch (field2.fieldType) {
      case "number":
        if (op === "contains") this.fail(`'${field2.name}' is a number: 'contains' needs a string or list field`, opToken);
        if (typeof v !== "number" && v !== null) this.fail(`'${field2.name}' is a number, but this is a ${typeOf(v)}`, at);
        if (v === null && op !== "==" && op !== "!=") this.fail(`only == and != compare with null`, at);
        break;
      case "boolean":
        if (op !== "==" && op !== "!=") this.fail(`'${field2.name}' is true, false or null: use == or !=`, opToken);
        if (typeof v !== "boolean" && v !== null) this.fail(`'${field2.name}' is true, false or null, but this is a ${typeOf(v)}`, at);
        break;
      case "string":
        if (typeof v !== "string" && v !== null) this.fail(`'${field2.name}' is a string: put the value in quotes`, at);
        if (v === null && op !== "==" && op !== "!=") this.fail(`only == and != compare with null`, at);
        break;
      case "list":
        if (op !== "contains" && op !== "==" && op !== "!=") this.fail(`'${field2.name}' is a list: use contains, ==, != or in`, opToken);
        if (typeof v !== "string") this.fail(`'${field2.name}' is a list of names: put the value in quotes`, at);
        break;
    }
    return { type: "compare", op, field: field2.name, fieldType: field2.fieldType, value: v, col: field2.col };
  }
  list(field2) {
    const open = this.peek();
    if (open.kind !== "[") this.fail(`'in' needs a list in brackets, e.g. ${field2.name} in ["a", "b"]`);
    this.next();
    const values = [];
    if (this.peek().kind === "]") {
      this.next();
      return values;
    }
    for (; ; ) {
      const lit = this.operand();
      if (lit.type !== "literal") this.fail("a list holds values only", this.tokenAt(lit));
      const want = field2.fieldType === "list" ? "string" : field2.fieldType;
      if (lit.value !== null && typeof lit.value !== want) this.fail(`'${field2.name}' holds ${want}s, but this is a ${typeOf(lit.value)}`, this.tokenAt(lit));
      values.push(lit.value);
      const t = this.next();
      if (t.kind === "]") return values;
      if (t.kind !== ",") this.fail(`expected ',' or ']' in the list that opens at column ${open.col}, found ${this.describe(t)}`, t);
    }
  }
  operand() {
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
};
function parseQuery(source) {
  return new Parser(tokenize(source), source).parse();
}

// src/investigate/query/eval.ts
function field(facts, name) {
  return facts[name] ?? null;
}
function order(op, a, b) {
  switch (op) {
    case "<":
      return a < b;
    case "<=":
      return a <= b;
    case ">":
      return a > b;
    case ">=":
      return a >= b;
  }
  return false;
}
function compare(op, actual, value) {
  if (Array.isArray(actual)) {
    const hit = actual.includes(value);
    return op === "!=" ? !hit : hit;
  }
  if (op === "==") return actual === value;
  if (op === "!=") return actual !== value;
  if (op === "contains") return typeof actual === "string" && typeof value === "string" && actual.includes(value);
  if (actual === null || value === null) return false;
  return order(op, actual, value);
}
function evaluate(node, facts) {
  switch (node.type) {
    case "and":
      return evaluate(node.left, facts) && evaluate(node.right, facts);
    case "or":
      return evaluate(node.left, facts) || evaluate(node.right, facts);
    case "not":
      return !evaluate(node.operand, facts);
    case "field": {
      const v = field(facts, node.name);
      return Array.isArray(v) ? v.length > 0 : v === true;
    }
    case "literal":
      return node.value === true;
    case "compare":
      return compare(node.op, field(facts, node.field), node.value);
    case "in": {
      const v = field(facts, node.field);
      const hit = Array.isArray(v) ? v.some((x) => node.values.includes(x)) : node.values.includes(v);
      return node.negated ? !hit : hit;
    }
  }
}
function compileQuery(source) {
  const tree = parseQuery(source);
  return (facts) => evaluate(tree, facts);
}

export {
  QueryError,
  FIELDS,
  compileQuery
};
