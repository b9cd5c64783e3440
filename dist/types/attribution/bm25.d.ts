export declare function bm25Relevance(query: string, chunks: readonly string[]): number;
