/**
 * The shell's side panels in one chunk, loaded when the first of them opens. One chunk rather than
 * three: each shares Material UI's drawer, menu and fields with the sign-in page, and three chunks
 * made the bundler split those shared modules apart, adding 2.7 kB to the sign-in page.
 */
export { default as ChatPanel } from './chat/ChatPanel';
export { default as QuickPanel } from './quickPanel/QuickPanel';
export { default as ThemeSettingsPanel } from './themeSettings/ThemeSettingsPanel';
