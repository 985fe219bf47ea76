import { DocumentPage } from '@/components/site/document-page'
import { videoHost } from '@/config/page-settings'
import type { PrivacyContent } from '@/content/privacy'

/** /privacy: what the pages collect, in plain words. Static HTML, no script of its own to speak of. */
export default function PrivacyPage({ content: copy }: { content: PrivacyContent }) {
  // The one exception to 'nothing', second: right after what the pages collect.
  const sections = [
    ...copy.sections.slice(0, 1),
    { title: copy.videoHost.title, text: copy.videoHost.text(new URL(videoHost.scriptUrl).host) },
    ...copy.sections.slice(1),
  ]
  return <DocumentPage content={copy} path="/privacy" sections={sections} />
}
