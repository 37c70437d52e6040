export {
  startService,
  runService,
  type StartServiceOptions,
  type RunServiceOptions,
  type RunningService,
  type ServiceContext,
  type ServiceParts,
} from './start-service';
export { shutdownOnSignals, type ShutdownOnSignalsOptions, type SignalSource } from './shutdown-signals';
