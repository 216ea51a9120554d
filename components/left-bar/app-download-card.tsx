import Smartphone from 'lucide-react/icons/smartphone';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { APP_PLATFORMS, type AppLinks } from '../dialogs/app-links';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { QrCode } from '../dialogs/qr-code';

/** The app's QR codes (90 px) for the platforms that have one; each opens the download dialog. */
export async function AppDownloadCard({ locale, links }: { locale: Locale; links: AppLinks }) {
  const available = APP_PLATFORMS.flatMap((platform) => {
    const link = links[platform];
    return link ? [{ platform, link }] : [];
  });
  const first = available[0];
  if (!first) return null;
  const [t, tp] = await Promise.all([
    getTranslations({ locale, namespace: 'leftBar' }),
    getTranslations({ locale, namespace: 'appDownload' }),
  ]);
  return (
    <section className="lb-section lb-app" aria-label={t('appDownload')}>
      <h2 className="lb-heading">
        <Smartphone size={20} aria-hidden="true" />
        <span className="lb-label">{t('appDownload')}</span>
      </h2>
      <div className="lb-qr-row">
        {available.map(({ platform, link }) => {
          const name = tp(`${platform}.name`);
          return (
            <OpenDialogButton
              key={platform}
              className="lb-qr"
              request={{ kind: 'appDownload', props: { platform } }}
              label={t('openApp', { platform: name })}
            >
              <span className="qr-tile">
                <QrCode value={link.qr} size={90} label={tp('qr', { platform: name })} />
              </span>
              <span className="lb-qr-name">{name}</span>
            </OpenDialogButton>
          );
        })}
      </div>
      <OpenDialogButton
        className="lb-row lb-rail-only"
        request={{ kind: 'appDownload', props: { platform: first.platform } }}
        label={t('appDownload')}
      >
        <Smartphone size={20} aria-hidden="true" />
      </OpenDialogButton>
    </section>
  );
}
