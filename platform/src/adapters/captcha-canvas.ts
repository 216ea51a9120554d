import type { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** RGBA pixels of a PNG with clipping and alpha blending, all the captcha drawing needs. */
export class Canvas {
  constructor(private readonly png: PNG) {}

  fill(colour: Rgb): void {
    for (let i = 0; i < this.png.data.length; i += 4) {
      this.png.data[i] = colour[0];
      this.png.data[i + 1] = colour[1];
      this.png.data[i + 2] = colour[2];
      this.png.data[i + 3] = 255;
    }
  }

  /** Mixes the colour into pixel (x, y) by alpha in 0..1; points outside the image are ignored. */
  blend(x: number, y: number, colour: Rgb, alpha: number): void {
    if (x < 0 || y < 0 || x >= this.png.width || y >= this.png.height) return;
    const i = (y * this.png.width + x) * 4;
    for (let channel = 0; channel < 3; channel += 1) {
      const old = this.png.data[i + channel] ?? 0;
      this.png.data[i + channel] = Math.round(old + ((colour[channel] ?? 0) - old) * alpha);
    }
  }
}
