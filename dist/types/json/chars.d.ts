export declare const TAB = 9;
export declare const NEWLINE = 10;
export declare const CR = 13;
export declare const SPACE = 32;
export declare const QUOTE = 34;
export declare const COMMA = 44;
export declare const MINUS = 45;
export declare const SLASH = 47;
export declare const DIGIT_0 = 48;
export declare const DIGIT_9 = 57;
export declare const COLON = 58;
export declare const LBRACKET = 91;
export declare const BACKSLASH = 92;
export declare const RBRACKET = 93;
export declare const LBRACE = 123;
export declare const RBRACE = 125;
/** JSON's four whitespace characters: space, tab, newline, carriage return. */
export declare function isJsonSpace(c: number): boolean;
