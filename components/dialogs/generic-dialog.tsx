'use client';

import { closeDialog, selectDialog } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { Modal } from './modal';

/** A message with one button; its text, cover behaviour and timeout come with the open action. */
export function GenericDialog({ closeLabel }: { closeLabel: string }) {
  const props = useAppSelector(selectDialog('generic'));
  const dispatch = useAppDispatch();
  if (!props) return null;
  const close = () => dispatch(closeDialog('generic'));
  return (
    <Modal
      title={props.title}
      closeLabel={closeLabel}
      size="small"
      cover={props.cover}
      timeoutMs={props.timeoutMs}
      onClose={close}
      footer={
        <button type="button" className="button button-accent" onClick={close} data-autofocus>
          {props.confirmLabel}
        </button>
      }
    >
      <p>{props.message}</p>
    </Modal>
  );
}
