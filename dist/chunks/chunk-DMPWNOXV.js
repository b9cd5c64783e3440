
// src/json/chars.ts
var TAB = 9;
var NEWLINE = 10;
var CR = 13;
var SPACE = 32;
var QUOTE = 34;
var COMMA = 44;
var MINUS = 45;
var SLASH = 47;
var DIGIT_0 = 48;
var DIGIT_9 = 57;
var COLON = 58;
var LBRACKET = 91;
var BACKSLASH = 92;
var RBRACKET = 93;
var LBRACE = 123;
var RBRACE = 125;
function isJsonSpace(c) {
  return c === SPACE || c === NEWLINE || c === CR || c === TAB;
}

export {
  TAB,
  NEWLINE,
  CR,
  SPACE,
  QUOTE,
  COMMA,
  MINUS,
  SLASH,
  DIGIT_0,
  DIGIT_9,
  COLON,
  LBRACKET,
  BACKSLASH,
  RBRACKET,
  LBRACE,
  RBRACE,
  isJsonSpace
};
