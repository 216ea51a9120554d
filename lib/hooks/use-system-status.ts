import useSWR from 'swr';
import type { SystemStatus } from '../contract/system';
import { wpsFetch } from './wps-fetch';

/**
 * The system status as the platform has it now (pages render a cached copy up to a minute old).
 * Asked only while `enabled`, e.g. while a dialog that shows resources is open.
 */
export function useSystemStatus(enabled: boolean) {
  return useSWR<SystemStatus>(enabled ? '/api/wps/systemStatus' : null, wpsFetch, {
    revalidateOnFocus: false,
  });
}
