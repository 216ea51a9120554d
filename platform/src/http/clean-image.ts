import sharp from 'sharp';
import { CallError } from '../../../lib/contract/envelope';

/** Larger than any phone photo or screenshot, small enough that no upload decodes into gigabytes. */
const MAX_PIXELS = 40_000_000;
const FORMAT = { png: 'png', jpg: 'jpeg' } as const;

/**
 * The picture of an upload, decoded and encoded again: whatever else the file carried (a zip or a
 * page appended to it, EXIF with camera and place, comments) is not stored. A file that does not
 * decode as the image its first bytes claim is refused.
 */
export async function cleanImage(bytes: Buffer, kind: 'png' | 'jpg'): Promise<Buffer> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS });
    const { format } = await image.metadata();
    if (format !== FORMAT[kind]) throw new Error(`decoded as ${format}`);
    // Turned upright first: the orientation lives in the EXIF, which is dropped.
    const upright = image.rotate();
    return await (kind === 'png' ? upright.png() : upright.jpeg({ quality: 90 })).toBuffer();
  } catch {
    throw new CallError('UPLOAD_INVALID', 'upload_unreadable', { key: 'upload_unreadable' });
  }
}
