import type { Locale } from '../../../lib/contract/languages';
import { fill, moneyIn, portalTexts } from '../services/portal-texts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Nothing but inline styles, and forms that post back here: no script, no frame around it. */
export const SANDBOX_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const STYLE = `:root{color-scheme:light dark;--bg:#eef1f7;--card:#fff;--ink:#141824;--muted:#5b6478;--soft:#d9deea}
@media (prefers-color-scheme:dark){:root{--bg:#0e1117;--card:#1a1f2b;--ink:#eef1f7;--muted:#a9b1c4;--soft:#2c3344}}
body{font:16px system-ui,sans-serif;background:var(--bg);color:var(--ink);display:grid;place-items:center;min-height:100vh;margin:0}
main{background:var(--card);border-radius:12px;padding:0 0 24px;box-shadow:0 8px 24px #0003;max-width:380px;width:92%;overflow:hidden}
.banner{background:repeating-linear-gradient(135deg,#ffd43b 0 14px,#fab005 14px 28px);color:#111;font-weight:800;letter-spacing:.04em;text-transform:uppercase;padding:12px 16px;text-align:center}
section{padding:16px 24px 0}h1{font-size:20px;margin:8px 0 4px}p{color:var(--muted);margin:8px 0}
strong{font-size:30px;display:block;margin:12px 0 16px;font-variant-numeric:tabular-nums}
form{display:inline}button,a.back{font:inherit;padding:10px 20px;border-radius:999px;border:0;cursor:pointer;margin:0 8px 8px 0;display:inline-block;text-decoration:none}
.pay{background:#0b6b3a;color:#fff}.cancel,a.back{background:var(--soft);color:var(--ink)}`;

function shell(locale: Locale, title: string, body: string) {
  const texts = portalTexts(locale).sandboxPay;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(`${texts.title} · ${title}`)}</title><style>${STYLE}</style></head>
<body><main><div class="banner" role="note">${escape(texts.banner)}</div><section>${body}</section></main></body></html>`;
}

/** The hosted payment page, in the member's language, labelled as a sandbox. */
export function sandboxPage(
  locale: Locale,
  order: { id: number; total: number; currency: string },
  sig: string,
) {
  const texts = portalTexts(locale).sandboxPay;
  const action = (verb: string) => `/sandbox-pay/${order.id}/${verb}`;
  const hidden = `<input type="hidden" name="sig" value="${escape(sig)}"><input type="hidden" name="lang" value="${locale}">`;
  return shell(
    locale,
    fill(texts.order, { id: order.id }),
    `<h1>${escape(texts.title)}</h1><p>${escape(texts.intro)}</p>
<p>${escape(fill(texts.order, { id: order.id }))} · ${escape(texts.amount)}</p>
<strong>${escape(moneyIn(locale, order.total, order.currency))}</strong>
<form method="post" action="${action('pay')}">${hidden}<button class="pay">${escape(texts.pay)}</button></form>
<form method="post" action="${action('cancel')}">${hidden}<button class="cancel">${escape(texts.cancel)}</button></form>`,
  );
}

/** Why nothing was paid: not signed in, or someone else's order. */
export function sandboxRefusal(locale: Locale, why: 'signIn' | 'notYours') {
  const texts = portalTexts(locale).sandboxPay;
  return shell(
    locale,
    texts.refusedTitle,
    `<h1>${escape(texts.refusedTitle)}</h1><p>${escape(texts[why])}</p><a class="back" href="/">${escape(texts.back)}</a>`,
  );
}
