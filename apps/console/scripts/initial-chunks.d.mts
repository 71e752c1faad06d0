export declare function readChunks(dist: string): { initial: Set<string>; all: string[] };
