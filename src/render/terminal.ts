// Text for a terminal or a CI log, made from untrusted trace text. Two layers, as the action's
// logger (action/logger.ts) has for the job log:
// - terminalField: one field of trace text (an id, a file name, a reason) on one line: control
//   characters, bidi overrides and line separators are shown as escapes, so a newline in a trace
//   id cannot start a line of its own and no ESC/OSC sequence reaches the terminal.
// - TerminalGuard: the CLI's output edge (cli.ts), over everything written, whatever verb wrote
//   it: the same characters escaped except newline and tab, no line that starts with `::` (a
//   workflow command the runner obeys in a `run:` step) and no `##[` (the runner's older command
//   form, obeyed anywhere in a line). The escapes it uses are JSON escapes, and `::`/`##[`
//   never occur outside a string in JSON, so --json output stays the same JSON value.

/** C0 and C1 controls, DEL, bidi embeddings/overrides/isolates and marks, line/paragraph separators. */
// eslint-disable-next-line no-control-regex
const FIELD_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same, keeping newline and tab (the edge writes many lines). */
// eslint-disable-next-line no-control-regex
const EDGE_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** An unsafe character (EDGE_UNSAFE, not global, for a test). */
// eslint-disable-next-line no-control-regex
const ANY_UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** `:` + zero-width space + `:`: reads as `::` and is no workflow command (as action/logger.ts). */
const BROKEN_COLONS = ":\u200b:";
/** `[` as a JSON escape: `##[` is no command, and in a JSON string it is the same character. */
const BROKEN_BRACKET = "\\u005b";

const escape = (c: string): string => {
  if (c === "\n") return "\\n";
  if (c === "\r") return "\\r";
  if (c === "\t") return "\\t";
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`;
};

/** One field of untrusted text, safe on one line of a terminal, wherever on the line it stands. */
export function terminalField(text: string): string {
  return text
    .replace(FIELD_UNSAFE, escape)
    .replace(/^([ \t]*)::/, `$1${BROKEN_COLONS}`)
    .replace(/##\[/g, `##${BROKEN_BRACKET}`);
}

/**
 * Makes a stream of writes safe, whatever their chunking: a line start or a `##` split across two
 * writes is remembered, so the guard holds for the whole stream, not per chunk.
 */
export class TerminalGuard {
  /** What the current line holds so far: nothing but blanks, blanks and one `:`, or anything else. */
  private line: "start" | "colon" | "other" = "start";
  /** `#` characters at the end of what was written. */
  private hashes = 0;

  write(text: string): string {
    if (text === "") return text;
    // Most writes (a 64 K chunk of a large --json report) hold nothing to change: one scan.
    const carried = (this.line !== "other" && /^[ \t]*:/.test(text)) || (this.hashes > 0 && /^#?\[/.test(text));
    if (!carried && !text.includes("::") && !text.includes("##[") && !ANY_UNSAFE.test(text)) {
      this.remember(text);
      return text;
    }
    let out = text.replace(EDGE_UNSAFE, escape);
    // Carried over from the previous write.
    if (this.line === "start") out = out.replace(/^([ \t]*)::/, `$1${BROKEN_COLONS}`);
    else if (this.line === "colon" && out.startsWith(":")) out = `\u200b${out}`;
    if (this.hashes >= 2 && out.startsWith("[")) out = `${BROKEN_BRACKET}${out.slice(1)}`;
    else if (this.hashes === 1 && out.startsWith("#[")) out = `#${BROKEN_BRACKET}${out.slice(2)}`;
    // Within this write.
    out = out.replace(/\n([ \t]*)::/g, `\n$1${BROKEN_COLONS}`).replace(/##\[/g, `##${BROKEN_BRACKET}`);
    this.remember(out);
    return out;
  }

  private remember(out: string): void {
    const nl = out.lastIndexOf("\n");
    const tail = nl >= 0 ? out.slice(nl + 1) : `${this.line === "start" ? "" : this.line === "colon" ? ":" : "x"}${out}`;
    this.line = /^[ \t]*$/.test(tail) ? "start" : /^[ \t]*:$/.test(tail) ? "colon" : "other";
    const trailing = /#*$/.exec(out)![0].length;
    this.hashes = trailing === out.length ? this.hashes + trailing : trailing;
  }
}

/** A writer whose every write passes one guard. */
export function guardWriter(write: (text: string) => void): (text: string) => void {
  const guard = new TerminalGuard();
  return (text) => write(guard.write(text));
}
