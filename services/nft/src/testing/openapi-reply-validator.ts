import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface OpenApiDocument {
  paths: Record<string, { get?: { responses: Record<string, { content?: Record<string, { schema: object }> }> } }>;
  components?: object;
}

interface PathTemplate { template: string; pattern: RegExp; params: number }

/** Checks live replies against the served OpenAPI document and records which operations were checked. */
export class OpenApiReplyValidator {
  /** `template status` pairs that were validated. */
  readonly covered = new Set<string>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: PathTemplate[];

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    this.templates = Object.keys(document.paths)
      .map((template) => {
        const parts = template.split(/(\{[^}]+\})/);
        const source = parts.map((p) => (p.startsWith('{') ? '[^/]+' : p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('');
        return { template, pattern: new RegExp(`^${source}$`), params: parts.filter((p) => p.startsWith('{')).length };
      })
      // A fixed path (/rarity-rank/all) wins over a parameterised one (/rarity-rank/{tokenId}).
      .sort((a, b) => a.params - b.params);
  }

  templateOf(path: string): string | undefined {
    return this.templates.find((t) => t.pattern.test(path))?.template;
  }

  /** Throws with the schema errors when the reply does not match what the document promises. */
  validate(path: string, status: number, contentType: string, body: unknown): void {
    const template = this.templateOf(path);
    if (!template) throw new Error(`${path} is not in the OpenAPI document`);
    const response = this.document.paths[template].get?.responses[String(status)];
    if (!response) throw new Error(`GET ${template} answered ${status}, which the OpenAPI document does not list`);
    this.covered.add(`${template} ${status}`);
    if (status === 304) return;
    const mediaType = contentType.split(';')[0].trim();
    const media = response.content?.[mediaType];
    if (!media) throw new Error(`GET ${template} ${status} answered ${mediaType}, which the document does not list`);
    const key = `${template} ${status} ${mediaType}`;
    let validate = this.validators.get(key);
    if (!validate) {
      // The components ride along so that "#/components/schemas/..." references resolve.
      validate = this.ajv.compile({ ...media.schema, components: this.document.components });
      this.validators.set(key, validate);
    }
    if (!validate(body)) {
      throw new Error(`GET ${path} ${status} does not match the OpenAPI document: ${this.ajv.errorsText(validate.errors)}`);
    }
  }
}
