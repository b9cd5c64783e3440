// The character codes JSON's scanners compare against (UTF-16 code units, equal to the bytes of
// UTF-8 for these ASCII characters), named once for every scanner and writer in json/.

export const TAB = 0x09;
export const NEWLINE = 0x0a;
export const CR = 0x0d;
export const SPACE = 0x20;
export const QUOTE = 0x22;
export const COMMA = 0x2c;
export const MINUS = 0x2d;
export const SLASH = 0x2f;
export const DIGIT_0 = 0x30;
export const DIGIT_9 = 0x39;
export const COLON = 0x3a;
export const LBRACKET = 0x5b;
export const BACKSLASH = 0x5c;
export const RBRACKET = 0x5d;
export const LBRACE = 0x7b;
export const RBRACE = 0x7d;

/** JSON's four whitespace characters: space, tab, newline, carriage return. */
export function isJsonSpace(c: number): boolean {
  return c === SPACE || c === NEWLINE || c === CR || c === TAB;
}
