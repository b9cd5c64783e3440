// Where the scanner's SARIF says the tool lives (its driver's informationUri).
export const HOMEPAGE = "https://www.npmjs.com/package/blamegate";
