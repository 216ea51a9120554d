/** Checks the portal's configuration once at start; a bad value stops the server with its name. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { readPortalConfig, PortalConfigError } = await import('./lib/env');
  try {
    readPortalConfig();
  } catch (error) {
    if (!(error instanceof PortalConfigError)) throw error;
    console.error(`portal: bad configuration: ${error.message}`);
    process.exit(2);
  }
}
