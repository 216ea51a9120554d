import { UPLOAD_LIMITS } from '../contract/wallet';

export type UploadProblem = 'type' | 'size' | 'count' | 'comment' | 'missing';

/** PNG (89 50 4E 47) or JPEG (FF D8 FF) by its first bytes: a renamed file or an svg is neither. */
export function isPngOrJpeg(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47].every((b, i) => bytes[i] === b);
  const jpeg = [0xff, 0xd8, 0xff].every((b, i) => bytes[i] === b);
  return png || jpeg;
}

/** What is wrong with one image, or null: the platform checks again, this only answers sooner. */
export async function imageProblem(file: Blob): Promise<UploadProblem | null> {
  if (file.size > UPLOAD_LIMITS.maxBytes) return 'size';
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return isPngOrJpeg(head) ? null : 'type';
}

/** The first problem of a set of images and a comment (withdrawal proof). */
export async function proofProblem(files: Blob[], comment: string): Promise<UploadProblem | null> {
  if (comment.length > UPLOAD_LIMITS.maxComment) return 'comment';
  if (files.length === 0) return 'missing';
  if (files.length > UPLOAD_LIMITS.maxFiles) return 'count';
  for (const file of files) {
    const problem = await imageProblem(file);
    if (problem) return problem;
  }
  return null;
}
