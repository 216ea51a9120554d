import useSWR from 'swr';
import type { SupportStaffInfo } from '../contract/chat';
import { supportFetch } from '../support/client';

/** The staff a supervisor may assign to (supervisors only: others read nothing). */
export function useSupportStaff(supervisor: boolean) {
  return useSWR<SupportStaffInfo[]>(supervisor ? '/api/support/staff' : null, supportFetch, {
    revalidateOnFocus: false,
  });
}
