const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Whether a link from data is a plain web address (http or https), so that following it can never
 * run script (`javascript:`, `data:` and the like are refused).
 */
export function isWebAddress(link: string | null | undefined): link is string {
  return typeof link === 'string' && WEB_ADDRESS.test(link);
}
