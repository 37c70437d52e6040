export { createApiDocsRouter, API_DOCS_PATH } from './api-docs-router';
export { API_DOCS_CONTENT_SECURITY_POLICY } from './content-security-policy';
export { API_DOCUMENT_SOURCES, type ApiDocumentSource } from './api-documents';
