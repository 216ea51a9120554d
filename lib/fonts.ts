import localFont from 'next/font/local';

/** Inter for Latin and Vietnamese, Noto Sans Thai for Thai: shipped with the app, never fetched at build time. */
export const inter = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700' },
    {
      path: '../node_modules/@fontsource/inter/files/inter-vietnamese-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/inter/files/inter-vietnamese-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-inter',
  display: 'swap',
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
