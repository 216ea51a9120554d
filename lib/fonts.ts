import localFont from 'next/font/local';

// The font loader takes literals only: the unicode ranges below are Fontsource's subset ranges,
// with which the browser fetches a file only for text that needs it.

/**
 * Inter for Latin text, shipped with the app (never fetched at build time). Not preloaded: text
 * shows at once in the size-matched fallback and swaps, so the fonts do not compete with the CSS,
 * the scripts and the first images for a phone's bandwidth. The fallbacks are globals.css's
 * (one face per weight, with Arial's look-alikes and Roboto), not next/font's regular Arial alone.
 */
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
  ],
  variable: '--font-inter',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

/**
 * Inter's Vietnamese letters, a family of its own with its range (in one family without ranges,
 * the last face of a weight shadows the others); first in the stack, with no fallback of its own.
 */
export const interVietnamese = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/inter/files/inter-vietnamese-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/inter/files/inter-vietnamese-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-inter-vi',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103, U+0110-0111, U+0128-0129, U+0168-0169, U+01A0-01A1, U+01AF-01B0, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+0329, U+1EA0-1EF9, U+20AB',
    },
  ],
});

export const notoThai = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-thai',
  display: 'swap',
  preload: false,
});
