// The contract, read from openapi/v1.yaml at start-up: routes and request validation are derived from it
// (docs/architecture.md: the contract is the source of truth), never copied by hand.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { parse } from 'yaml';

export const CONTRACT_RELATIVE_PATH = 'openapi/v1.yaml';

export interface OpenApiOperation {
  operationId: string;
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation | unknown>>;
  components: Record<string, Record<string, unknown>>;
  security?: Array<Record<string, string[]>>;
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

/**
 * The repository root: the nearest folder above this module that holds the contract. Works from `src/` (tests,
 * tsx) and from `dist/` (the built server) alike.
 */
export function findRepositoryRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let directory = from;
  for (;;) {
    if (existsSync(join(directory, CONTRACT_RELATIVE_PATH))) return directory;
    const parent = dirname(directory);
    if (parent === directory) {
      throw new Error(`Could not find ${CONTRACT_RELATIVE_PATH} above ${from}`);
    }
    directory = parent;
  }
}

let cached: OpenApiDocument | undefined;

/** A fresh deep copy each call: fastify-openapi-glue rewrites the schemas it is given. */
export function loadContract(): OpenApiDocument {
  cached ??= parse(
    readFileSync(join(findRepositoryRoot(), CONTRACT_RELATIVE_PATH), 'utf8'),
  ) as OpenApiDocument;
  return structuredClone(cached);
}

export interface ContractOperation {
  operationId: string;
  method: (typeof HTTP_METHODS)[number];
  path: string;
  /** Whether the operation declares `security: []` (the two public plan calls). */
  isPublic: boolean;
  operation: OpenApiOperation;
}

export function listOperations(contract: OpenApiDocument = loadContract()): ContractOperation[] {
  const operations: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const security = operation.security ?? contract.security ?? [];
      operations.push({
        operationId: operation.operationId,
        method,
        path,
        isPublic: security.length === 0,
        operation,
      });
    }
  }
  return operations;
}
