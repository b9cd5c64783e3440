import { type Detector } from "./types.js";
export declare const ungroundedReference: Detector;
export declare const assumedData: Detector;
