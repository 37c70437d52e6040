import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
}
interface OpenApiOperation {
  responses: Record<string, OpenApiResponse>;
}
export interface OpenApiDocumentShape {
  paths: Record<string, Partial<Record<string, OpenApiOperation>>>;
  components?: object;
}

interface PathTemplate {
  template: string;
  pattern: RegExp;
  params: number;
}

/**
 * Checks live replies against an OpenAPI document and records which (method, path, status) triples were
 * checked, so that a test can assert that every documented reply was seen.
 */
export class OpenApiReplyValidator {
  /** `METHOD template status` entries that were validated, e.g. `GET /api/nft/tokens/{tokenId} 200`. */
  readonly covered = new Set<string>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: PathTemplate[];

  constructor(private readonly document: OpenApiDocumentShape) {
    addFormats(this.ajv);
    this.templates = Object.keys(document.paths)
      .map((template) => {
        const parts = template.split(/(\{[^}]+\})/);
        const source = parts
          .map((p) => (p.startsWith('{') ? '[^/]+' : p.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
          .join('');
        return { template, pattern: new RegExp(`^${source}$`), params: parts.filter((p) => p.startsWith('{')).length };
      })
      // A fixed path (/rarity-rank/all) wins over a parameterised one (/rarity-rank/{tokenId}).
      .sort((a, b) => a.params - b.params);
  }

  /** The document's path template that matches a concrete path (query string ignored). */
  templateOf(path: string): string | undefined {
    const bare = path.split('?')[0];
    return this.templates.find((t) => t.pattern.test(bare))?.template;
  }

  /** Throws with the schema errors when the reply does not match what the document promises. */
  validate(method: string, path: string, status: number, contentType: string, body: unknown): void {
    const verb = method.toLowerCase();
    const label = verb.toUpperCase();
    const template = this.templateOf(path);
    if (!template) throw new Error(`${path} is not in the OpenAPI document`);
    const operation = this.document.paths[template][verb];
    if (!operation) throw new Error(`${label} ${template} is not in the OpenAPI document`);
    const response = operation.responses[String(status)];
    if (!response) throw new Error(`${label} ${template} answered ${status}, which the OpenAPI document does not list`);
    this.covered.add(`${label} ${template} ${status}`);
    if (status === 304 || !response.content) return; // Replies without a body.
    const mediaType = contentType.split(';')[0].trim();
    const media = response.content[mediaType];
    if (!media)
      throw new Error(`${label} ${template} ${status} answered ${mediaType}, which the document does not list`);
    if (!media.schema) return;
    const key = `${verb} ${template} ${status} ${mediaType}`;
    let validate = this.validators.get(key);
    if (!validate) {
      // The components ride along so that "#/components/schemas/..." references resolve.
      validate = this.ajv.compile({ ...media.schema, components: this.document.components });
      this.validators.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(
        `${label} ${path} ${status} does not match the OpenAPI document: ${this.ajv.errorsText(validate.errors)}`,
      );
    }
  }

  /** Every `METHOD template status` the document lists. */
  documented(): string[] {
    return Object.entries(this.document.paths).flatMap(([template, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation && typeof operation === 'object' && 'responses' in operation)
        .flatMap(([verb, operation]) =>
          Object.keys(operation!.responses).map((status) => `${verb.toUpperCase()} ${template} ${status}`),
        ),
    );
  }
}
