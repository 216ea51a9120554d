import type { Page } from '@playwright/test';

/**
 * HTML that tries to run script: each payload sets `window.__xss = 1` (or calls `alert`) if it
 * survives. Announcements (operator HTML, sanitized) and chat (plain text) must render every one
 * inert. Shared by the sanitizer's unit test and the browser specs.
 */
export type XssPayload = { name: string; html: string };

const SET = 'window.__xss=1';

export const XSS_CORPUS: readonly XssPayload[] = [
  { name: 'script tag', html: `<script>${SET}</script>` },
  { name: 'script with src', html: `<script src="data:text/javascript,${SET}"></script>` },
  { name: 'nested script split', html: `<scr<script>ipt>${SET}</scr</script>ipt>` },
  { name: 'img onerror', html: `<img src=x onerror="${SET}">` },
  { name: 'img onerror alert', html: '<IMG SRC=x OnErRoR=alert(1)>' },
  { name: 'handler on an allowed tag', html: `<p onclick="${SET}" onmouseover="${SET}">hover</p>` },
  {
    name: 'handler on an allowed link',
    html: `<a href="/promotions" onfocus="${SET}" autofocus>promos</a>`,
  },
  { name: 'svg onload', html: `<svg onload="${SET}"></svg>` },
  { name: 'svg script', html: `<svg><script>${SET}</script></svg>` },
  {
    name: 'svg animate onbegin',
    html: `<svg><animate onbegin="${SET}" attributeName="x" dur="1s"></animate></svg>`,
  },
  {
    name: 'svg a xlink:href',
    html: `<svg><a xlink:href="javascript:${SET}"><text x="20" y="20">svg link</text></a></svg>`,
  },
  {
    name: 'svg set href',
    html: `<svg><a><set attributeName="href" to="javascript:${SET}"/><text y="20">set</text></a></svg>`,
  },
  {
    name: 'math mglyph style mXSS',
    html: `<math><mtext><table><mglyph><style><img src=x onerror="${SET}"></style></mglyph></table></mtext></math>`,
  },
  {
    name: 'math xlink:href',
    html: `<math><mi xlink:href="javascript:${SET}">math link</mi></math>`,
  },
  { name: 'iframe javascript: src', html: `<iframe src="javascript:parent.__xss=1"></iframe>` },
  {
    name: 'iframe srcdoc',
    html: `<iframe srcdoc="&lt;script&gt;parent.__xss=1&lt;/script&gt;"></iframe>`,
  },
  {
    name: 'foreign frame',
    html: `<iframe src="https://evil.example/" onload="${SET}"></iframe>`,
  },
  { name: 'javascript: link', html: `<a href="javascript:${SET}">js link</a>` },
  { name: 'mixed-case scheme', html: `<a href="jAvAsCrIpT:${SET}">mixed case</a>` },
  { name: 'tab entity in scheme', html: `<a href="jav&#x09;ascript:${SET}">tab entity</a>` },
  { name: 'literal tab and newline', html: `<a href="java\tscr\nipt:${SET}">tab newline</a>` },
  {
    name: 'decimal entities',
    html: `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${SET}">entities</a>`,
  },
  { name: 'named colon entity', html: `<a href="javascript&colon;${SET}">colon entity</a>` },
  { name: 'leading spaces', html: `<a href="   javascript:${SET}">leading spaces</a>` },
  { name: 'control character', html: `<a href="\u0001javascript:${SET}">control char</a>` },
  { name: 'vbscript link', html: '<a href="vbscript:alert(1)">vbscript</a>' },
  {
    name: 'data: HTML link',
    html: '<a href="data:text/html,%3Cscript%3Ealert(1)%3C/script%3E">data link</a>',
  },
  { name: 'object data', html: `<object data="javascript:${SET}"></object>` },
  {
    name: 'embed data: HTML',
    html: '<embed src="data:text/html,&lt;script&gt;parent.__xss=1&lt;/script&gt;">',
  },
  {
    name: 'form action',
    html: `<form action="javascript:${SET}"><button>submit</button></form>`,
  },
  {
    name: 'button formaction',
    html: `<form><button formaction="javascript:${SET}">formaction</button></form>`,
  },
  {
    name: 'meta refresh',
    html: `<meta http-equiv="refresh" content="0;url=javascript:${SET}">`,
  },
  { name: 'style @import', html: `<style>@import 'javascript:${SET}';</style>` },
  { name: 'base href', html: `<base href="javascript:${SET}//"><a href="/x">relative</a>` },
  {
    name: 'link rel=import',
    html: '<link rel="import" href="data:text/html,&lt;script&gt;parent.__xss=1&lt;/script&gt;">',
  },
  {
    name: 'details ontoggle',
    html: `<details open ontoggle="${SET}"><summary>x</summary></details>`,
  },
  { name: 'body onload', html: `<body onload="${SET}">body</body>` },
  { name: 'video source onerror', html: `<video><source onerror="${SET}"></video>` },
  { name: 'audio onerror', html: `<audio src=x onerror="${SET}"></audio>` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${SET}">` },
  {
    name: 'template mXSS',
    html: `<template><img src=x onerror="${SET}"></template><p>after template</p>`,
  },
  {
    name: 'noscript mXSS',
    html: `<noscript><p title="</noscript><img src=x onerror=${SET}>"></p></noscript>`,
  },
  {
    name: 'comment mXSS',
    html: `<!--<img src="--><img src=x onerror="${SET}//">`,
  },
  {
    name: 'select style mXSS',
    html: `<select><style></select><img src=x onerror="${SET}"></style></select>`,
  },
  { name: 'CSS expression', html: `<p style="width:expression(${SET})">expression</p>` },
  {
    name: 'CSS url javascript',
    html: `<p style="background:url('javascript:${SET}')">css url</p>`,
  },
  { name: 'srcset javascript', html: `<img srcset="javascript:${SET} 1x">` },
  { name: 'attribute breakout', html: `<a title='" onmouseover="${SET}' href="/ok">title</a>` },
  { name: 'unclosed attribute', html: `<a href="/ok" title="x><img src=x onerror=${SET}>">ok</a>` },
  { name: 'isindex', html: `<isindex action="javascript:${SET}" type="image">` },
  { name: 'xmp raw text', html: `<xmp><img src=x onerror="${SET}"></xmp>` },
];

/** Anything that fired: a dialog (alert, confirm, prompt) or a set `window.__xss`. */
export function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return {
    dialogs,
    xss: () => page.evaluate(() => (window as Window & { __xss?: unknown }).__xss),
  };
}
