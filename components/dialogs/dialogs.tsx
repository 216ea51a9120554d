'use client';

import { lazyDialog } from './lazy-dialog';
import { checkedThisSession } from './notice-memory';

// The dialogs that DialogHost mounts, each loaded on demand (lazyDialog). A new dialog: a line here
// with its kind and module, then its element in dialog-host.tsx.

export const AnnouncementsDialog = lazyDialog('announcements', () =>
  import('./announcements-dialog').then((m) => m.AnnouncementsDialog),
);
export const AppDownloadDialog = lazyDialog('appDownload', () =>
  import('./app-download-dialog').then((m) => m.AppDownloadDialog),
);
export const CustomerServiceDialog = lazyDialog('customerService', () =>
  import('./customer-service-dialog').then((m) => m.CustomerServiceDialog),
);
// Asks for pop-up notices on the first page view of a session, then opens itself when there are any.
export const NoticeDialog = lazyDialog(
  'notice',
  () => import('./notice-dialog').then((m) => m.NoticeDialog),
  { mountWhen: () => !checkedThisSession() },
);
export const GenericDialog = lazyDialog('generic', () =>
  import('./generic-dialog').then((m) => m.GenericDialog),
);
