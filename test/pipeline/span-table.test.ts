// The run's record of where spilled results lie: appended a file at a time, read as columns.
import { describe, expect, it } from "vitest";
import { SpanTable } from "../../src/pipeline/span-table.js";

describe("SpanTable", () => {
  it("keeps every file's spans in order across growth, with each file's source", () => {
    const table = new SpanTable();
    const want: [number, number, number][] = [];
    let at = 0;
    // Enough files of uneven sizes to grow the columns several times, one file past a doubling.
    for (let f = 0; f < 700; f++) {
      const source = f % 3;
      const count = f === 350 ? 3000 : f % 7;
      const spans = { starts: [] as number[], ends: [] as number[] };
      for (let k = 0; k < count; k++) {
        spans.starts.push(at);
        spans.ends.push(at + 10 + k);
        want.push([source, at, at + 10 + k]);
        at += 11 + k;
      }
      table.add(source, spans);
    }
    const { sources, starts, ends } = table.columns();
    expect([sources.length, starts.length, ends.length]).toEqual([want.length, want.length, want.length]);
    expect(Array.from(sources, (s, i) => [s, starts[i], ends[i]])).toEqual(want);
  });

  it("is empty before anything is added", () => {
    const { sources, starts, ends } = new SpanTable().columns();
    expect([sources.length, starts.length, ends.length]).toEqual([0, 0, 0]);
  });
});
