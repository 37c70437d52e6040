/*
 * @nacho/page-render: the first view of the site's pages from the server (issue 37). The all-in-one
 * server and, in the distributed stack, the nft service (which the edge sends page paths to) use it.
 */
export {
  createPageRenderer,
  type FirstViewOutcome,
  type PageRenderer,
  type PageRendererOptions,
  type PageRendererStats,
  type RenderedFirstView,
} from './page-renderer';
export { withFirstView, type FirstView } from './page-html';
export type { CriticalCss } from './critical-css';
export { jsonForScriptElement } from './json-for-script';
export {
  LOW_PRIORITY,
  MOBILE_HINT_HEADER,
  lowerScriptPreloads,
  scriptsAfterContentFor,
  withScriptsAfterContent,
} from './scripts-after-content';
export { remoteServerBuilds, serverBuildUrl, type RemoteServerEntries } from './remote-server-builds';
export {
  firstViewFinisher,
  firstViewHeader,
  runtimeConfigFrom,
  setFirstViewHeaders,
  type PageRequest,
} from './first-view-finisher';
