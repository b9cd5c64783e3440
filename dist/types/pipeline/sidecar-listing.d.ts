export declare class SidecarListing {
    private readonly folders;
    /** False only when the file's folder was listed and holds no sidecar for it. */
    mayHaveSidecar(traceFile: string): boolean;
}
