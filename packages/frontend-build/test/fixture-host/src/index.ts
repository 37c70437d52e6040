// A host's entry, as the shell's: the app starts in an async chunk group named bootstrap.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
