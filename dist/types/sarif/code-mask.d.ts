export declare const CODE = 0;
export declare const STRING = 1;
export declare const COMMENT = 2;
export type SourceLanguage = "python" | "c-like" | "json";
export declare function languageOf(file: string): SourceLanguage;
/**
 * One class per UTF-16 unit of `text`: CODE, STRING (a literal's contents) or COMMENT. A literal's
 * quotes are CODE, so "this string literal is real code" is a test on its opening quote.
 * JSON has no code to tell apart: every unit is CODE.
 */
export declare function classify(text: string, language: SourceLanguage): Uint8Array;
