export { startServer, type RunningServer } from './start-server';
