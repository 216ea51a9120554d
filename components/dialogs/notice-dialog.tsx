'use client';

import { useEffect } from 'react';
import type { ResponseOf } from '@/lib/contract/calls';
import { useUiDispatch, useUiSelector } from '@/lib/store/lazy-store';
import { closeDialog, openDialog } from '@/lib/store/ui-state';
import { AnnouncementDate } from './announcement-detail';
import { Modal } from './modal';
import RichText from './rich-text';

export type NoticeLabels = { title: string; close: string; confirm: string };
export type PopupNotice = ResponseOf<'notices'>['popup'][number];
export type NoticeDialogProps = { notices: PopupNotice[]; labels: NoticeLabels };

/**
 * The notices NoticeGate found unseen, in one dialog. It opens through the store like every other
 * dialog (one at a time), so a dialog the visitor opens meanwhile takes its place.
 */
export function NoticeDialog({ notices, labels }: NoticeDialogProps) {
  const dispatch = useUiDispatch();
  const open = useUiSelector((state) => state.dialogs.open?.kind === 'notice');

  useEffect(() => {
    dispatch(openDialog({ kind: 'notice', props: { ids: notices.map((a) => a.id) } }));
  }, [dispatch, notices]);

  if (!open) return null;
  const close = () => dispatch(closeDialog('notice'));
  return (
    <Modal
      title={labels.title}
      closeLabel={labels.close}
      onClose={close}
      footer={
        <button type="button" className="button button-accent" onClick={close} data-autofocus>
          {labels.confirm}
        </button>
      }
    >
      {notices.map((a) => (
        <article key={a.id} className="notice">
          <h3>{a.title}</h3>
          <p className="muted">
            <AnnouncementDate timestamp={a.timestamp} withTime />
          </p>
          <RichText html={a.content} className="rich-text" />
        </article>
      ))}
    </Modal>
  );
}
