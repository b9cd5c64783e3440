// Offsets to 1-based lines and columns (UTF-16 code units), for sites inside a string literal.
import type { Span } from "./model.js";

export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) this.starts.push(i + 1);
  }
  /** 1-based line and column of a 0-based offset. */
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]! + 1 };
  }
  span(start: number, end: number): Span {
    const a = this.at(start);
    const b = this.at(end);
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column };
  }
}
