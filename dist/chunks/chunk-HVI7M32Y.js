
// src/render/terminal.ts
var FIELD_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
var EDGE_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
var ANY_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
var BROKEN_COLONS = ":\u200B:";
var BROKEN_BRACKET = "\\u005b";
var escape = (c) => {
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "	") return "\\t";
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
};
function terminalField(text) {
  return text.replace(FIELD_UNSAFE, escape).replace(/^([ \t]*)::/, `$1${BROKEN_COLONS}`).replace(/##\[/g, `##${BROKEN_BRACKET}`);
}
var TerminalGuard = class {
  /** What the current line holds so far: nothing but blanks, blanks and one `:`, or anything else. */
  line = "start";
  /** `#` characters at the end of what was written. */
  hashes = 0;
  write(text) {
    if (text === "") return text;
    const carried = this.line !== "other" && /^[ \t]*:/.test(text) || this.hashes > 0 && /^#?\[/.test(text);
    if (!carried && !text.includes("::") && !text.includes("##[") && !ANY_UNSAFE.test(text)) {
      this.remember(text);
      return text;
    }
    let out = text.replace(EDGE_UNSAFE, escape);
    if (this.line === "start") out = out.replace(/^([ \t]*)::/, `$1${BROKEN_COLONS}`);
    else if (this.line === "colon" && out.startsWith(":")) out = `\u200B${out}`;
    if (this.hashes >= 2 && out.startsWith("[")) out = `${BROKEN_BRACKET}${out.slice(1)}`;
    else if (this.hashes === 1 && out.startsWith("#[")) out = `#${BROKEN_BRACKET}${out.slice(2)}`;
    out = out.replace(/\n([ \t]*)::/g, `
$1${BROKEN_COLONS}`).replace(/##\[/g, `##${BROKEN_BRACKET}`);
    this.remember(out);
    return out;
  }
  remember(out) {
    const nl = out.lastIndexOf("\n");
    const tail = nl >= 0 ? out.slice(nl + 1) : `${this.line === "start" ? "" : this.line === "colon" ? ":" : "x"}${out}`;
    this.line = /^[ \t]*$/.test(tail) ? "start" : /^[ \t]*:$/.test(tail) ? "colon" : "other";
    const trailing = /#*$/.exec(out)[0].length;
    this.hashes = trailing === out.length ? this.hashes + trailing : trailing;
  }
};
function guardWriter(write) {
  const guard = new TerminalGuard();
  return (text) => write(guard.write(text));
}

export {
  terminalField,
  guardWriter
};
