'use client';

import { lazyDialog } from './lazy-dialog';

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
export const GenericDialog = lazyDialog('generic', () =>
  import('./generic-dialog').then((m) => m.GenericDialog),
);
