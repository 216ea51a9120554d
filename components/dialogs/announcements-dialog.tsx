'use client';

import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { closeDialog, selectDialog } from '@/lib/store/dialogs-slice';
import { AnnouncementsBrowser, type AnnouncementsLabels } from './announcements-browser';
import { Modal } from './modal';

export function AnnouncementsDialog({
  labels,
}: {
  labels: AnnouncementsLabels & { title: string; close: string };
}) {
  const props = useAppSelector(selectDialog('announcements'));
  const dispatch = useAppDispatch();
  if (!props) return null;
  return (
    <Modal
      title={labels.title}
      closeLabel={labels.close}
      size="large"
      onClose={() => dispatch(closeDialog('announcements'))}
    >
      <AnnouncementsBrowser initialId={props.id} labels={labels} />
    </Modal>
  );
}
