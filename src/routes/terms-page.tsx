import { DocumentPage } from '@/components/site/document-page'
import type { DocumentContent } from '@/content/site'

/** /terms: terms of sale, shipping, results, the guarantee and returns. Static HTML. */
export default function TermsPage({ content }: { content: DocumentContent }) {
  return <DocumentPage content={content} path="/terms" />
}
