/** Checks the portal's configuration once at start (Node.js runtime only). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/env-check');
  }
}
