// A small seeded PRNG (mulberry32), so a corpus is the same bytes on every machine and any one
// trace can be regenerated from its index alone.
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** Uniform in [0, 1). */
  next(): number {
    let t = (this.state = (this.state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  hex(chars: number): string {
    let out = "";
    while (out.length < chars)
      out += Math.floor(this.next() * 4294967296)
        .toString(16)
        .padStart(8, "0");
    return out.slice(0, chars);
  }
}

/** Seed for trace `index` of a corpus: independent streams per trace. */
export function traceSeed(corpusSeed: number, index: number): number {
  return (Math.imul(corpusSeed ^ 0x9e3779b9, 0x85ebca6b) + Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
}
