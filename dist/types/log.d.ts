export interface Logger {
    debug(message: string): void;
    info(message: string): void;
    warning(message: string, where?: {
        file?: string;
        line?: number;
    }): void;
    error(message: string, where?: {
        file?: string;
        line?: number;
    }): void;
}
/** Drops everything; for tests and library callers that do not want output. */
export declare const silentLogger: Logger;
/** Collects messages in memory; tests assert on what was said. */
export declare function memoryLogger(): Logger & {
    lines: {
        level: string;
        message: string;
    }[];
};
