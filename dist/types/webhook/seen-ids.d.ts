export interface SeenIdStore {
    /** Records the id; resolves true when it had already been recorded (a replay). */
    checkAndAdd(id: string, expiresAtMs: number, nowMs: number): boolean | Promise<boolean>;
}
export declare function memorySeenIds(): SeenIdStore & {
    size(): number;
};
