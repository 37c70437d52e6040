export { mountFrontends, frontendsMiddleware, type MountFrontendsOptions } from './mount-frontends';
export {
  defaultRuntimeConfig,
  mergeRuntimeConfig,
  runtimeConfigFromEnv,
  REMOTE_NAMES,
  type RemoteName,
  type RuntimeConfig,
} from './runtime-config';
