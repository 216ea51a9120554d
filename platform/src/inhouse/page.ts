import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, toLocale, type Locale } from '../../../lib/contract/languages';
import type { GameCode } from '../../../lib/inhouse';

const CLIENT = path.join(__dirname, 'client', 'main.ts');
const MESSAGES = path.join(__dirname, '..', '..', '..', 'messages');

/** The game script and style, bundled once per process from client/ (TypeScript → one file). */
let bundle: Promise<{ js: string; css: string }> | null = null;
function clientBundle() {
  bundle ??= build({
    entryPoints: [CLIENT],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    outdir: 'out',
    loader: { '.css': 'css' },
  }).then((result) => ({
    js: result.outputFiles.find((f) => f.path.endsWith('.js'))!.text,
    css: result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '',
  }));
  return bundle;
}

const messages = new Map<Locale, Record<string, unknown>>();
function inhouseMessages(locale: Locale) {
  let found = messages.get(locale);
  if (!found) {
    const all = JSON.parse(readFileSync(path.join(MESSAGES, `${locale}.json`), 'utf8'));
    found = (all.inhouse ?? {}) as Record<string, unknown>;
    messages.set(locale, found);
  }
  return found;
}

const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** JSON inside a non-executing script tag: `<` escaped so no text can close the tag. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export async function gamePage(
  reply: FastifyReply,
  game: GameCode,
  query: Record<string, string | undefined>,
) {
  const locale = toLocale(query.lang) ?? DEFAULT_LOCALE;
  const theme = query.theme === 'light' ? 'light' : 'dark';
  const text = inhouseMessages(locale) as { title?: Record<string, string> };
  const config = {
    game,
    locale,
    launchToken: typeof query.t === 'string' ? query.t.slice(0, 128) : '',
    fairnessPath: `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/fairness`,
    messages: inhouseMessages(locale),
  };
  const { js } = await clientBundle();
  const version = js.length.toString(36);
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', CSP)
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="${locale}" data-theme="${theme}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${text.title?.[game] ?? 'SPB'}</title>` +
        `<link rel="stylesheet" href="/cdn/launch/spb/assets/game.css?v=${version}"></head>` +
        `<body><main id="game" class="game game-${game}"></main>` +
        `<script type="application/json" id="config">${jsonForHtml(config)}</script>` +
        `<script src="/cdn/launch/spb/assets/game.js?v=${version}"></script></body></html>`,
    );
}

export async function gameAsset(reply: FastifyReply, file: string) {
  if (file !== 'game.js' && file !== 'game.css') return reply.code(404).send();
  const { js, css } = await clientBundle();
  return reply
    .type(file === 'game.js' ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(file === 'game.js' ? js : css);
}
