// unicode-confusables ships its declarations under a misspelt name (index.ts.d), so TypeScript
// cannot find them: the part this project uses, declared here.
declare module "unicode-confusables" {
  /** Replaces each confusable character by its prototype (UTS #39 confusables.txt). */
  export function rectifyConfusion(text: string): string;
  export function isConfusing(text: string): boolean;
}
