import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_MEMBER_CENTRE_PAGE, type MemberCentrePage } from '../wallet/member-centre-pages';

/**
 * The member centre (a modal over the current page) and which page it shows; `depositId`: the
 * order a member came back with from the payment provider (`?mc=depositv2&deposit={id}`).
 */
export type MemberCentreState = { page: MemberCentrePage | null; depositId: number | null };

const initialState: MemberCentreState = { page: null, depositId: null };

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

export const selectMemberCentre = (state: { memberCentre: MemberCentreState }) =>
  state.memberCentre;
