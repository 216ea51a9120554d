import { imageProblem, isPngOrJpeg, proofProblem } from './image-check';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);
const EXE = new Uint8Array([0x4d, 0x5a, 0x90, 0]);
const SVG = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
const blob = (bytes: Uint8Array, size = bytes.length) => {
  const padded = new Uint8Array(size);
  padded.set(bytes);
  return new Blob([padded]);
};

describe('upload checks', () => {
  it('know PNG and JPEG by their first bytes', () => {
    expect(isPngOrJpeg(PNG)).toBe(true);
    expect(isPngOrJpeg(JPEG)).toBe(true);
    expect(isPngOrJpeg(EXE)).toBe(false);
    expect(isPngOrJpeg(SVG)).toBe(false);
    expect(isPngOrJpeg(new Uint8Array())).toBe(false);
  });

  it('refuse a renamed executable, an svg and a file over 5 MB', async () => {
    expect(await imageProblem(blob(PNG))).toBeNull();
    expect(await imageProblem(blob(EXE))).toBe('type');
    expect(await imageProblem(blob(SVG))).toBe('type');
    expect(await imageProblem(blob(JPEG, 5 * 1024 * 1024))).toBeNull();
    expect(await imageProblem(blob(JPEG, 5 * 1024 * 1024 + 1))).toBe('size');
  });

  it('refuse a fourth image, no image and a comment over 140 characters', async () => {
    const image = blob(PNG);
    expect(await proofProblem([image, image, image], 'x'.repeat(140))).toBeNull();
    expect(await proofProblem([image, image, image, image], '')).toBe('count');
    expect(await proofProblem([], '')).toBe('missing');
    expect(await proofProblem([image], 'x'.repeat(141))).toBe('comment');
  });
});
