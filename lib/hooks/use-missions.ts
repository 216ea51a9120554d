import useSWR, { mutate } from 'swr';
import type { ResponseOf } from '../contract/calls';
import type { MissionLeaderboard, MissionView } from '../contract/rewards';
import { wpsFetch } from './wps-fetch';

export const MISSION_SUMMARY_URL = '/api/wps/missionSummary';
export const MISSIONS_URL = '/api/wps/missions';

/** The badge count: this period's missions not yet done and claimed (null key when away). */
export function useMissionSummary(enabled: boolean) {
  return useSWR<ResponseOf<'missionSummary'>>(enabled ? MISSION_SUMMARY_URL : null, wpsFetch);
}

/** This period's missions with the member's progress. */
export function useMissions() {
  return useSWR<MissionView[]>(MISSIONS_URL, wpsFetch, { revalidateOnFocus: true });
}

/** A period's leaderboard, asked again every minute while shown. */
export function useMissionLeaderboard(period: 'daily' | 'weekly') {
  return useSWR<MissionLeaderboard>(`/api/wps/missionLeaderboard?period=${period}`, wpsFetch, {
    refreshInterval: 60_000,
  });
}

/** After a claim, or money that may have moved a mission: the missions, their badge and boards. */
export function refreshMissions(): Promise<unknown> {
  return mutate(
    (key) =>
      typeof key === 'string' &&
      [MISSIONS_URL, MISSION_SUMMARY_URL, '/api/wps/missionLeaderboard'].some((url) =>
        key.startsWith(url),
      ),
  );
}
