import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type AppPlatform = 'android' | 'ios';

export type GenericDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  /** false: a click on the cover does not close the dialog. */
  cover?: boolean;
  /** Closes by itself after this many milliseconds. */
  timeoutMs?: number;
};

/** Every dialog the store can open, with its props: plain data only, never callbacks. */
type PropsByKind = {
  announcements: { id?: number };
  appDownload: { platform: AppPlatform };
  customerService: Record<string, never>;
  notice: { ids: number[] };
  generic: GenericDialogProps;
};

export type DialogKind = keyof PropsByKind;
export type DialogProps<K extends DialogKind> = PropsByKind[K];
export type DialogRequest = { [K in DialogKind]: { kind: K; props: PropsByKind[K] } }[DialogKind];

/** One dialog at a time: opening another replaces the current one. */
export type DialogsState = { open: DialogRequest | null };

const initialState: DialogsState = { open: null };

export const dialogsSlice = createSlice({
  name: 'dialogs',
  initialState,
  reducers: {
    open(state, action: PayloadAction<DialogRequest>) {
      state.open = action.payload;
    },
    /** Closes the given kind only (a late close of an old dialog leaves a newer one alone). */
    close(state, action: PayloadAction<DialogKind | undefined>) {
      if (action.payload === undefined || state.open?.kind === action.payload) state.open = null;
    },
  },
});

export const { open: openDialog, close: closeDialog } = dialogsSlice.actions;

export function selectDialog<K extends DialogKind>(kind: K) {
  return (state: { dialogs: DialogsState }): DialogProps<K> | null => {
    const open = state.dialogs.open;
    return open?.kind === kind ? (open.props as DialogProps<K>) : null;
  };
}
