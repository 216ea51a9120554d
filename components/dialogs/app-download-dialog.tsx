'use client';

import dynamic from 'next/dynamic';
import { useState, type KeyboardEvent } from 'react';
import type { Resource } from '@/lib/contract/system';
import { useSystemStatus } from '@/lib/hooks/use-system-status';
import { closeDialog, selectDialog, type AppPlatform } from '@/lib/store/dialogs-slice';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { APP_PLATFORMS, appLinks, type AppLinks } from './app-links';
import type { AppPanelLabels } from './app-download-panel';
import { Modal } from './modal';

// The QR encoder loads with the dialog, not with every page.
const AppDownloadPanel = dynamic(
  () => import('./app-download-panel').then((m) => m.AppDownloadPanel),
  {
    ssr: false,
    loading: () => <div className="skeleton app-download-loading" />,
  },
);

export type AppDownloadLabels = {
  title: string;
  close: string;
  tabs: string;
  platforms: Record<AppPlatform, { name: string } & AppPanelLabels>;
};

/** Android and iOS tabs; the resources are asked afresh while it is open (pages may be a minute old). */
export function AppDownloadDialog({
  resources,
  labels,
}: {
  resources: Resource[];
  labels: AppDownloadLabels;
}) {
  const props = useAppSelector(selectDialog('appDownload'));
  const dispatch = useAppDispatch();
  const { data } = useSystemStatus(props !== null);
  if (!props) return null;
  const links = appLinks(data?.info.resources ?? resources);
  return (
    <Modal
      title={labels.title}
      closeLabel={labels.close}
      onClose={() => dispatch(closeDialog('appDownload'))}
    >
      <AppTabs initial={props.platform} labels={labels} links={links} />
    </Modal>
  );
}

function AppTabs({
  initial,
  labels,
  links,
}: {
  initial: AppPlatform;
  labels: AppDownloadLabels;
  links: AppLinks;
}) {
  const [tab, setTab] = useState(initial);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = APP_PLATFORMS[(APP_PLATFORMS.indexOf(tab) + 1) % APP_PLATFORMS.length]!;
    setTab(next);
    document.getElementById(`app-tab-${next}`)?.focus();
  }
  return (
    <>
      <div className="tabs" role="tablist" aria-label={labels.tabs} onKeyDown={onKeyDown}>
        {APP_PLATFORMS.map((p) => (
          <button
            key={p}
            id={`app-tab-${p}`}
            type="button"
            role="tab"
            aria-selected={p === tab}
            aria-controls={`app-panel-${p}`}
            tabIndex={p === tab ? 0 : -1}
            data-autofocus={p === tab ? true : undefined}
            onClick={() => setTab(p)}
          >
            {labels.platforms[p].name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`app-panel-${tab}`} aria-labelledby={`app-tab-${tab}`}>
        <AppDownloadPanel link={links[tab]} labels={labels.platforms[tab]} />
      </div>
    </>
  );
}
