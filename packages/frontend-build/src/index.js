const { createFrontendConfig } = require('./create-frontend-config');
const { sharedSingletons, workspaceAliases } = require('./shared-singletons');

module.exports = { createFrontendConfig, sharedSingletons, workspaceAliases };
