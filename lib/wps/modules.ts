import { enabledModules } from '../contract/whitelabel';
import { wps } from './client';

const TTL_MS = 5000;
let cache: { modules: Promise<Set<string>>; expires: number } | null = null;

/**
 * The whitelabel modules that are on, refreshed every few seconds so that an operator's switch
 * reaches the portal without a restart.
 */
export function enabledModulesNow(): Promise<Set<string>> {
  const now = Date.now();
  if (cache && cache.expires > now) return cache.modules;
  const modules = wps('whitelabel').then(enabledModules);
  cache = { modules, expires: now + TTL_MS };
  modules.catch(() => {
    cache = null;
  });
  return modules;
}
