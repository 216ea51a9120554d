import Link from 'next/link';

/** Only for paths outside every locale (the proxy routes all others); the localized page is app/[locale]/not-found.tsx. */
export default function GlobalNotFound() {
  return (
    <html lang="en" data-theme="dark">
      <body>
        <main className="not-found">
          <h1>404</h1>
          <Link href="/">Home</Link>
        </main>
      </body>
    </html>
  );
}
