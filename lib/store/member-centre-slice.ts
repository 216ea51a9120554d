import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { INITIAL_STATE } from './ui-state';
import { DEFAULT_MEMBER_CENTRE_PAGE, type MemberCentrePage } from '../wallet/member-centre-pages';

/**
 * The member centre (a modal over the current page) and which page it shows; `depositId`: the
 * order a member came back with from the payment provider (`?mc=depositv2&deposit={id}`).
 */
export type MemberCentreState = { page: MemberCentrePage | null; depositId: number | null };

const initialState: MemberCentreState = INITIAL_STATE.memberCentre;

export const memberCentreSlice = createSlice({
  name: 'memberCentre',
  initialState,
  reducers: {
    opened(
      state,
      action: PayloadAction<{ page?: MemberCentrePage; depositId?: number } | undefined>,
    ) {
      state.page = action.payload?.page ?? DEFAULT_MEMBER_CENTRE_PAGE;
      state.depositId = action.payload?.depositId ?? null;
    },
    closed(state) {
      state.page = null;
      state.depositId = null;
    },
  },
});

export const { opened: openMemberCentre, closed: closeMemberCentre } = memberCentreSlice.actions;

export { selectMemberCentre } from './ui-state';
