/** Injected by vite.config.ts: package version plus short git sha (or build timestamp). */
declare const __BUILD_VERSION__: string;
