/**
 * Only for paths outside every locale (the proxy routes all others); the localized page is
 * app/[locale]/not-found.tsx. A plain link: a not-found page is a boundary of every page, so a
 * Link here would put the router's link code in every page's first load a second time.
 */
export default function GlobalNotFound() {
  return (
    <html lang="en" data-theme="dark">
      <body>
        <main className="not-found">
          <h1>404</h1>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/">Home</a>
        </main>
      </body>
    </html>
  );
}
