/** Bytes read into `buf` from `position`: `length` unless the file ended first. */
export declare function readFully(fd: number, buf: Buffer, length: number, position: number): number;
/** Writes all of `bytes` at the file's current position. */
export declare function writeFully(fd: number, bytes: Uint8Array): void;
