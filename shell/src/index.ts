// Linked from index.html, so the page is styled before any script runs.
import '@nacho/ui/src/styles.css';
import { startPageScripts } from './start-page-scripts';
import { warmIntl } from './warm-intl';

// A server-rendered page lists its scripts instead of preloading them from <head>: all start now.
startPageScripts();
// The async boundary lets Module Federation set up the shared scope before any shared module runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
// The boot scripts are downloading now; the main thread is free until they are all there.
warmIntl();
