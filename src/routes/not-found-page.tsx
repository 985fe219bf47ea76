import { notFoundCopy } from '@/content/site'

/** Static: its entry (src/entries/not-found.ts) is a plain script that logs the missing path. */
export default function NotFoundPage() {
  return (
    <main className="grid min-h-dvh place-items-center bg-sand-50 px-6 py-16 text-center">
      <div>
        <p className="font-display text-7xl font-semibold text-brand-800">{notFoundCopy.code}</p>
        <h1 className="mt-4 text-2xl font-semibold text-ink">{notFoundCopy.title}</h1>
        <a
          href="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-800 px-6 font-semibold text-white hover:bg-brand-900"
        >
          {notFoundCopy.homeLink}
        </a>
      </div>
    </main>
  )
}
