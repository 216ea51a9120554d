/**
 * The folder each runner builds the portal into (next.config.mjs reads NEXT_DIST_DIR). They differ
 * so that building for tests, the bench or Lighthouse never replaces the files a running
 * `npm start` is serving (issue 12 item 10).
 */
export const DIST_DIRS = {
  start: '.next',
  e2e: '.next-e2e',
  bench: '.next-bench',
  lighthouse: '.next-lighthouse',
} as const;
