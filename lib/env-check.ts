import { PortalConfigError, readPortalConfig } from './env';

// Imported once at server start: a bad value stops the portal with the variable's name.
try {
  readPortalConfig();
} catch (error) {
  if (!(error instanceof PortalConfigError)) throw error;
  console.error(`portal: bad configuration: ${error.message}`);
  process.exit(2);
}
