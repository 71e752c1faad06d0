// Test support: checks an answer against the contract's response schema for its operation and status, with Ajv
// compiled from openapi/v1.yaml itself (JSON Schema 2020-12, the dialect of OpenAPI 3.1).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

import { API_PREFIX } from '../config';
import { listOperations, loadContract, type OpenApiDocument } from '../contract/contract';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

const CONTRACT_ID = 'https://pod-console.local/openapi/v1.json';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface Route {
  operationId: string;
  method: string;
  pattern: RegExp;
  responses: Record<string, ResponseObject>;
}

const escapePointer = (value: string) => value.replace(/~/g, '~0').replace(/\//g, '~1');

export class ContractValidator {
  private readonly ajv: Ajv2020;
  private readonly routes: Route[];
  private readonly contract: OpenApiDocument;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor() {
    this.contract = loadContract();
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ ...this.contract, $id: CONTRACT_ID });
    this.routes = listOperations(this.contract).map((operation) => ({
      operationId: operation.operationId,
      method: operation.method.toUpperCase(),
      pattern: new RegExp(
        `^${API_PREFIX}${operation.path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\//g, '\\/')}$`,
      ),
      responses: operation.operation.responses as Record<string, ResponseObject>,
    }));
  }

  operationOf(method: string, url: string): string | undefined {
    const path = url.split('?')[0] ?? url;
    return this.routes.find((route) => route.method === method.toUpperCase() && route.pattern.test(path))
      ?.operationId;
  }

  /**
   * Validates one answer. Returns a list of problems ([] when it matches). An undeclared status or content type is
   * a problem too, except a 400/401/404/415 answered by the framework for requests outside every operation.
   */
  check(
    method: string,
    url: string,
    status: number,
    contentType: string | undefined,
    body: unknown,
  ): string[] {
    const path = url.split('?')[0] ?? url;
    const route = this.routes.find((item) => item.method === method.toUpperCase() && item.pattern.test(path));
    if (!route) return [`no operation of the contract matches ${method} ${path}`];
    let response = route.responses[String(status)];
    if (!response) return [`${route.operationId} does not declare status ${status}`];
    let pointer = `#/paths/${escapePointer(this.pathTemplateOf(route))}/${method.toLowerCase()}/responses/${status}`;
    if (response.$ref) {
      pointer = response.$ref;
      response = this.resolve(response.$ref) as ResponseObject;
    }
    if (!response.content) {
      return body === undefined || body === '' ? [] : [`${route.operationId} ${status} declares no body`];
    }
    const mediaType = (contentType ?? '').split(';')[0]!.trim();
    if (!response.content[mediaType]) {
      return [`${route.operationId} ${status} does not declare content type ${mediaType || '(none)'}`];
    }
    const key = `${pointer}/content/${escapePointer(mediaType)}/schema`;
    let validate = this.cache.get(key);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${CONTRACT_ID}${key}` });
      this.cache.set(key, validate);
    }
    if (validate(body)) return [];
    return (validate.errors ?? []).map(
      (error) => `${route.operationId} ${status}: ${error.instancePath} ${error.message}`,
    );
  }

  /** The properties of a named schema of the contract (`components.schemas[name].properties`). */
  schemaProperties(name: string): Record<string, unknown> {
    const schema = (
      this.contract.components.schemas as Record<string, { properties?: Record<string, unknown> }>
    )[name];
    return schema?.properties ?? {};
  }

  private pathTemplateOf(route: Route): string {
    const operation = listOperations(this.contract).find((item) => item.operationId === route.operationId);
    return operation!.path;
  }

  private resolve(ref: string): unknown {
    let node: unknown = this.contract;
    for (const segment of ref.replace(/^#\//, '').split('/')) {
      node = (node as Record<string, unknown>)[segment.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node;
  }
}
