/** Python's order of two strings: code point by code point. JS compares UTF-16 units, which
 * differs from code points above U+FFFF. */
export declare function compareCodePoints(a: string, b: string): number;
