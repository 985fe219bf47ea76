import { mainTarget } from '@/components/site/skip-link'
import { errorScreenCopy } from '@/content/site'

/** The visitor-facing message for an error: status text, else message; never a stack. */
function describeError(error: unknown): string {
  if (error && typeof error === 'object') {
    const { status, statusText, message } = error as {
      status?: unknown
      statusText?: unknown
      message?: unknown
    }
    if (typeof statusText === 'string' && statusText) {
      return typeof status === 'number' ? `${status} ${statusText}` : statusText
    }
    if (typeof message === 'string' && message) return message
  }
  if (typeof error === 'string' && error) return error
  return errorScreenCopy.fallbackMessage
}

export function ErrorScreen({ error }: { error: unknown }) {
  return (
    <main
      {...mainTarget}
      className="outline-none grid min-h-dvh place-items-center bg-sand-50 px-fit-6 py-16 text-center"
    >
      <div className="max-w-md">
        <h1 className="font-display text-3xl font-semibold text-brand-900">
          {errorScreenCopy.title}
        </h1>
        <p className="mt-4 text-lg text-muted">{describeError(error)}</p>
        <a
          href="/"
          className="mt-8 inline-flex min-h-12 items-center rounded-full border border-transparent bg-brand-800 px-fit-6 font-semibold text-white hover:bg-brand-900"
        >
          {errorScreenCopy.homeLink}
        </a>
      </div>
    </main>
  )
}
