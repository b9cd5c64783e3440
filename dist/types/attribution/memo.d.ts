export declare function memoOfNames<T>(compute: (name: string) => T, maxKeyLength: number, maxEntries?: number): (name: string) => T;
