/** Types of build-if-changed.mjs (plain JavaScript, so `npm start` runs it with node alone). */
export interface BuildTarget {
  name: string;
  /** The build's output folder, relative to the root; it keeps the hash of the sources it was built from. */
  out: string;
  /** Files or folders, relative to the root, whose contents the build depends on. */
  inputs: string[];
  build(root: string): void;
}
export declare const TARGETS: BuildTarget[];
export declare function sourceHash(root: string, inputs: string[]): string;
export declare function isBuilt(outDir: string, hash: string): boolean;
export declare function markBuilt(outDir: string, hash: string): void;
export declare function statFingerprint(root: string, inputs: string[]): { hash: string; newestMs: number };
export declare function isUpToDate(root: string, target: BuildTarget, racyMs?: number): boolean;
/** `racyMs`: how old the sources' times must be to be kept (2 s; tests pass 0). */
export declare function buildIfChanged(root: string, targets?: BuildTarget[], options?: { racyMs?: number }): string[];
