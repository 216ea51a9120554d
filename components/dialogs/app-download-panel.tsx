'use client';

import Download from 'lucide-react/icons/download';
import type { AppLink } from './app-links';
import { QrCode } from './qr-code';

export type AppPanelLabels = {
  steps: string[];
  qr: string;
  scan: string;
  download: string;
  unavailable: string;
};

/** One platform's tab: its QR code and download link when the app exists, and the four steps. */
export function AppDownloadPanel({
  link,
  labels,
}: {
  link: AppLink | null;
  labels: AppPanelLabels;
}) {
  return (
    <div className="app-download">
      <div className="app-download-get">
        {link ? (
          <>
            <div className="qr-tile">
              <QrCode value={link.qr} size={100} label={labels.qr} />
            </div>
            <p className="muted">{labels.scan}</p>
            <a
              className="button button-accent"
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Download size={16} aria-hidden="true" /> {labels.download}
            </a>
          </>
        ) : (
          <p className="state-message">{labels.unavailable}</p>
        )}
      </div>
      <ol className="app-steps">
        {labels.steps.map((step, index) => (
          <li key={index}>
            <span className="app-step-number" aria-hidden="true">
              {index + 1}
            </span>
            <span>{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
