// The contract's operations on a Fastify instance: fastify-openapi-glue derives each route and its request
// validation from openapi/v1.yaml and asks for the handler of each operation id.
import type { operations } from '@pod-console/sdk';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import openapiGlue, { type FastifyOpenapiGlueOptions } from 'fastify-openapi-glue';

import { API_PREFIX } from '../config';
import {
  listOperations,
  loadContract,
  type ContractOperation,
  type OpenApiDocument,
} from '../contract/contract';
import { requireBody } from './request';

/**
 * The contract's operation ids, as generated into the SDK from openapi/v1.yaml; the `event…` ones are the webhooks
 * this API sends (the contract's `webhooks`), never routes it serves.
 */
export type OperationId = Exclude<keyof operations, `event${string}`>;

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** One handler per operation of the contract: a missing or misspelled one fails the typecheck. */
export type OperationHandlers = Record<OperationId, OperationHandler>;

export interface RegisterOperationsOptions {
  handlers: OperationHandlers;
  /** Runs on every operation the contract does not declare public. */
  authenticate: (request: FastifyRequest, reply: FastifyReply, operationId: OperationId) => Promise<void>;
}

export async function registerOperations(
  app: FastifyInstance,
  { handlers, authenticate }: RegisterOperationsOptions,
): Promise<void> {
  const contract = loadContract();
  const publicOperations = new Set(
    listOperations(contract)
      .filter((operation) => operation.isPublic)
      .map((operation) => operation.operationId),
  );
  const bodyRequired = new Set(
    listOperations(contract)
      .filter(
        (operation) => (operation.operation.requestBody as { required?: boolean } | undefined)?.required,
      )
      .map((operation) => operation.operationId),
  );
  const numericQuery = new Map(
    listOperations(contract).map((operation) => [
      operation.operationId,
      numericQueryParameters(contract, operation),
    ]),
  );
  const byId: Partial<Record<string, OperationHandler>> = handlers;
  await app.register(openapiGlue, {
    specification: contract,
    prefix: API_PREFIX,
    operationResolver: ((operationId: string) => {
      // The types promise a handler per operation; the contract is read at run time, so this checks it again.
      const handler = byId[operationId];
      if (!handler) throw new Error(`No handler for the contract's operation ${operationId}`);
      const numbers = numericQuery.get(operationId) ?? [];
      const preValidation = [
        // Fastify validates a body only when one was sent; the contract requires it.
        ...(bodyRequired.has(operationId) ? [requireBody] : []),
        ...(numbers.length > 0
          ? [async (request: FastifyRequest) => readQueryNumbers(request, numbers)]
          : []),
      ];
      // Authentication runs first (onRequest), before body validation: an anonymous caller learns nothing.
      return {
        handler,
        ...(!publicOperations.has(operationId) && {
          onRequest: (request: FastifyRequest, reply: FastifyReply) =>
            authenticate(request, reply, operationId as OperationId),
        }),
        ...(preValidation.length > 0 && { preValidation }),
      };
    }) as unknown as FastifyOpenapiGlueOptions['operationResolver'],
  });
}

interface ParameterObject {
  $ref?: string;
  name?: string;
  in?: string;
  schema?: { type?: unknown };
}

/** The query parameters an operation declares as integers or numbers, inline or as `#/components/parameters/…`. */
function numericQueryParameters(contract: OpenApiDocument, operation: ContractOperation): string[] {
  const parameters = ((operation.operation.parameters ?? []) as ParameterObject[]).map((parameter) =>
    parameter.$ref?.startsWith('#/components/parameters/')
      ? ((contract.components.parameters?.[parameter.$ref.split('/').pop()!] ?? {}) as ParameterObject)
      : parameter,
  );
  return parameters
    .filter(
      (parameter) =>
        parameter.in === 'query' &&
        (parameter.schema?.type === 'integer' || parameter.schema?.type === 'number'),
    )
    .map((parameter) => parameter.name ?? '');
}

/**
 * A query string is text, and the server's validation never coerces (http/server.ts): the contract's numeric query
 * parameters written as plain decimal numbers are read as numbers here, before validation. Anything else (`ten`,
 * `1e3`, ` 5`) stays text and fails validation with the parameter's name.
 */
function readQueryNumbers(request: FastifyRequest, names: string[]): void {
  const query = request.query as Record<string, unknown> | undefined;
  if (!query) return;
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string' && /^-?\d{1,15}(\.\d{1,15})?$/.test(value)) query[name] = Number(value);
  }
}
