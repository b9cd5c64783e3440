/**
 * An answer that gives a value from one record (a tracking number, an order id) as belonging to
 * a part (the tablet) that record does not hold: "The tracking number for the tablet is 1944…"
 * read from an order of an espresso machine and sneakers. Part names are those any tool
 * result in the trace lists.
 */
export declare const misattributedValue: import("./types.js").Detector;
