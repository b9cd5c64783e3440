// The one order blamegate sorts names in: Unicode code points, the order of Python's sorted()
// (the seed tools' reports) and of the canonical JSON the hash chains hash. Unlike localeCompare
// it is the same on every machine whatever its locale, and it needs no collator: the first
// localeCompare of a process has ICU build its table of collation locales, which cost a one-trace
// action run more than all of its own sorting (docs/performance.md, "Names sorted without a
// collator"; test/repo/locale.test.ts keeps locale-aware calls out of src/).

/** Python's order of two strings: code point by code point. JS compares UTF-16 units, which
 * differs from code points above U+FFFF. */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      // Surrogates (astral code points) sort after U+E000..U+FFFF in code-point order.
      x = x >= 0xe000 ? x - 0x800 : x + 0x2000;
      y = y >= 0xe000 ? y - 0x800 : y + 0x2000;
    }
    return x - y;
  }
  return a.length - b.length;
}
