// The chrome.* extension APIs, for the extension's files only (tsconfig lists no global types but Node's).
/// <reference types="chrome" />
