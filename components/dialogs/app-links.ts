import type { Resource, ResourceType } from '@/lib/contract/system';
import type { AppPlatform } from '@/lib/store/dialogs-slice';
import { isWebAddress } from '@/lib/web-address';

export type AppLink = { url: string; qr: string };
export type AppLinks = Record<AppPlatform, AppLink | null>;

export const APP_PLATFORMS: AppPlatform[] = ['android', 'ios'];

const RESOURCE_OF: Record<AppPlatform, ResourceType> = { android: 'Android', ios: 'IOS' };

/** The app download links that exist, from the brand's resources (QR of qrCodeUrl, else url). */
export function appLinks(resources: Resource[]): AppLinks {
  const link = (platform: AppPlatform): AppLink | null => {
    const resource = resources.find((r) => r.resourceType === RESOURCE_OF[platform]);
    if (!resource || !isWebAddress(resource.url)) return null;
    return {
      url: resource.url,
      qr: isWebAddress(resource.qrCodeUrl) ? resource.qrCodeUrl : resource.url,
    };
  };
  return { android: link('android'), ios: link('ios') };
}
