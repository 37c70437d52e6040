import { createDb, createLogger } from '@nacho/core';
import { documentOperations, routerOperations, testConfig } from '@nacho/core/testing';
import { createMarketRouter } from './create-market-router';
import { buildMarketOpenApiDocument } from './openapi-document';

describe('market OpenAPI document', () => {
  const config = testConfig();
  const db = createDb(config);
  afterAll(() => db.destroy());

  it('documents exactly the routes the market router answers', () => {
    const router = createMarketRouter({ config, logger: createLogger(config), db });
    const document = buildMarketOpenApiDocument() as { paths: Record<string, object> };
    expect(routerOperations([router])).toEqual(documentOperations(document));
    expect(documentOperations(document)).toContain('POST /api/market/reset-history');
  });
});
