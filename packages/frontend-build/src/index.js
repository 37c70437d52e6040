const { createFrontendConfig } = require('./create-frontend-config');
const { sharedSingletons, workspaceAliases } = require('./shared-singletons');
const { BootPreloadPlugin } = require('./boot-preload-plugin');

module.exports = { createFrontendConfig, sharedSingletons, workspaceAliases, BootPreloadPlugin };
