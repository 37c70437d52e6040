import type { JsonSchema, SchemaComponents } from './schema-arbitrary';

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiMedia {
  schema?: JsonSchema;
}
interface RawOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content?: Record<string, OpenApiMedia> };
  responses: Record<string, unknown>;
}
/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
export interface FuzzableDocument {
  paths: Record<string, Record<string, unknown>>;
  components?: SchemaComponents;
}

/** One documented operation, flattened. */
export interface Operation {
  method: string;
  template: string;
  pathParams: OpenApiParameter[];
  queryParams: OpenApiParameter[];
  /** The JSON body schema, when the operation takes one. */
  body?: { schema: JsonSchema; required: boolean };
  /** Documented statuses, e.g. [200, 400]. */
  statuses: number[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document (path-level parameters included). */
export function operationsOf(document: FuzzableDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([template, item]) => {
    const shared = (item.parameters as OpenApiParameter[] | undefined) ?? [];
    return METHODS.filter((m) => item[m]).map((method) => {
      const op = item[method] as RawOperation;
      const parameters = [...shared, ...(op.parameters ?? [])];
      const json = op.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        template,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: json ? { schema: json, required: op.requestBody?.required ?? false } : undefined,
        statuses: Object.keys(op.responses).map(Number).filter(Number.isInteger),
      };
    });
  });
}

export const isMutation = (op: Operation) => op.method !== 'GET';
export const operationLabel = (op: Operation) => `${op.method} ${op.template}`;
