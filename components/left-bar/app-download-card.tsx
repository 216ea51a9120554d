import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/contract/languages';
import { APP_PLATFORMS, type AppLinks } from '../dialogs/app-links';
import { OpenDialogButton } from '../dialogs/open-dialog-button';
import { LazyQrCode } from '../dialogs/lazy-qr-code';
import { Icon } from '../ui/icon';

/**
 * The app's QR codes (90 px) for the platforms that have one; each opens the download dialog. The
 * codes are drawn in the browser (LazyQrCode), not sent with every page.
 */
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
        <Icon name="smartphone" size={20} />
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
                <LazyQrCode value={link.qr} size={90} label={tp('qr', { platform: name })} />
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
        <Icon name="smartphone" size={20} />
      </OpenDialogButton>
    </section>
  );
}
