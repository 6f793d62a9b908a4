/* global module */
// node-polyglot requires the `object.entries` polyfill, which brings ~30 kB of ECMAScript-spec helpers
// (get-intrinsic, call-bind, …) to the login page. Every browser the app supports has Object.entries.
module.exports = Object.entries;
