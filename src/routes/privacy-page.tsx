import { SiteFooter } from '@/components/site/site-footer'
import { SiteHeader } from '@/components/site/site-header'
import { videoHost } from '@/config/links'
import type { PrivacyContent } from '@/content/site'

/** /privacy: what the pages collect, in plain words. Static HTML, no script of its own to speak of. */
export default function PrivacyPage({ content: copy }: { content: PrivacyContent }) {
  const sections = [
    ...copy.sections.slice(0, -1),
    { title: copy.videoHost.title, text: copy.videoHost.text(new URL(videoHost.scriptUrl).host) },
    ...copy.sections.slice(-1),
  ]
  return (
    <div className="flex min-h-dvh flex-col bg-sand-50">
      <SiteHeader />
      {/* The header's width and padding: one content edge; the text keeps a reading measure. */}
      <main className="mx-auto w-full max-w-4xl flex-1 px-5 py-12 sm:px-8 sm:py-16">
        <article className="max-w-2xl">
          <h1 className="font-display text-4xl font-semibold tracking-tight text-brand-950 sm:text-5xl">
            {copy.heading}
          </h1>
          <p className="mt-4 text-xl leading-relaxed text-brand-800">{copy.lede}</p>
          {sections.map((section) => (
            <section key={section.title} className="mt-10">
              <h2 className="font-display text-2xl font-semibold text-brand-950">
                {section.title}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-ink">{section.text}</p>
            </section>
          ))}
        </article>
      </main>
      <SiteFooter />
    </div>
  )
}
