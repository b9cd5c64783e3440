// Evaluates a parsed query against one trace's facts. Semantics a reader needs:
// - a list field (agent, tool, failed_tools, failed_agents) alone is true when it is not empty;
//   `L contains "x"` and `L == "x"` are true when some element is "x"; `L in [..]` when some
//   element is in the list; `L != "x"` when no element is "x";
// - a string field: `contains` is a substring test; comparisons are exact;
// - null (an unknown outcome, no mode) equals only null, and no ordering holds for it;
// - a boolean field alone is true only when it is true (an unknown outcome is not success).
import type { TraceFacts } from "../facts.js";
import type { Literal, Node } from "./parser.js";
import { parseQuery } from "./parser.js";

type Value = string | number | boolean | null | string[];

function field(facts: TraceFacts, name: string): Value {
  return (facts as unknown as Record<string, Value>)[name] ?? null;
}

function order(op: string, a: number | string, b: number | string): boolean {
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

function compare(op: string, actual: Value, value: Literal): boolean {
  if (Array.isArray(actual)) {
    const hit = actual.includes(value as string);
    return op === "!=" ? !hit : hit;
  }
  if (op === "==") return actual === value;
  if (op === "!=") return actual !== value;
  if (op === "contains") return typeof actual === "string" && typeof value === "string" && actual.includes(value);
  if (actual === null || value === null) return false;
  return order(op, actual as number | string, value as number | string);
}

export function evaluate(node: Node, facts: TraceFacts): boolean {
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
      const hit = Array.isArray(v) ? v.some((x) => node.values.includes(x)) : node.values.includes(v as Literal);
      return node.negated ? !hit : hit;
    }
  }
}

/** Parse once, test many: throws QueryError (with the column) for a query that cannot be read. */
export function compileQuery(source: string): (facts: TraceFacts) => boolean {
  const tree = parseQuery(source);
  return (facts) => evaluate(tree, facts);
}
