import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { notFoundCopy } from '@/content/site'

export default function NotFoundPage() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])

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
