// Linked from index.html, so the page is styled before any script runs.
import '@nacho/ui/src/styles.css';
// The async boundary lets Module Federation set up the shared scope before any shared module runs.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
