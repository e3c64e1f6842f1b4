/**
 * The page registry lives in src/shared/pages/paths.ts (the server derives its
 * client-route list from it too); the web client imports it from here.
 */
export { AUTH_TABS, paths, type AuthTab } from '#shared/pages/paths.ts';
