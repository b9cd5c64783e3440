export declare function errorMessage(err: unknown): string;
