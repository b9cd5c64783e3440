// A bounded memo for pure functions of short names (tool names, argument keys): a system's
// traces repeat a few of them over and over. Long keys are computed each time, and the table
// starts over when full, so its memory stays bounded whatever the traces hold.
export function memoOfNames<T>(compute: (name: string) => T, maxKeyLength: number, maxEntries = 4096): (name: string) => T {
  const memo = new Map<string, T>();
  return (name) => {
    if (name.length > maxKeyLength) return compute(name);
    let value = memo.get(name);
    if (value === undefined) {
      if (memo.size >= maxEntries) memo.clear();
      value = compute(name);
      memo.set(name, value);
    }
    return value;
  };
}
