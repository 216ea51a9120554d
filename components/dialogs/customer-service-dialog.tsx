'use client';

import { closeDialog, selectDialog, type GenericDialogProps } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { CustomerServiceItem } from './customer-service-item';
import { CustomerServiceIcon } from './customer-service-icon';
import type { CustomerServiceTarget } from './customer-service-url';
import { Modal } from './modal';

export type CustomerServiceLabels = {
  title: string;
  close: string;
  empty: string;
  unavailable: GenericDialogProps;
};

/** The customer-service channels as a dialog (the collapsed left bar has no room for the list). */
export function CustomerServiceDialog({
  entries,
  labels,
}: {
  entries: CustomerServiceTarget[];
  labels: CustomerServiceLabels;
}) {
  const props = useAppSelector(selectDialog('customerService'));
  const dispatch = useAppDispatch();
  if (!props) return null;
  return (
    <Modal
      title={labels.title}
      closeLabel={labels.close}
      size="small"
      onClose={() => dispatch(closeDialog('customerService'))}
    >
      {entries.length === 0 ? (
        <p className="state-message">{labels.empty}</p>
      ) : (
        <ul className="cs-list">
          {entries.map((entry) => (
            <CustomerServiceItem
              key={entry.title}
              entry={entry}
              unavailable={labels.unavailable}
              className="cs-entry"
            >
              <CustomerServiceIcon csType={entry.csType} />
              <span>{entry.title}</span>
            </CustomerServiceItem>
          ))}
        </ul>
      )}
    </Modal>
  );
}
