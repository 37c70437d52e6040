import type { JsonSchema } from './schema-arbitrary';

/**
 * The services' error reply {error: {code, message}} as JSON Schema, the way their OpenAPI documents
 * declare it under components.schemas.ErrorReply: a fixture for the fuzz tests.
 */
export const ERROR_REPLY_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: { code: { type: 'string' }, message: { type: 'string' } },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
};
