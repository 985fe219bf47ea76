import { type ComponentProps, useSyncExternalStore } from 'react'
import { siteCopy } from '@/content/site'
import { outboundAttribute, withCampaignParams } from '@/lib/campaign'

const noSubscription = () => () => {}

/**
 * A link that leaves the site: its own absolute URL, new tab, no opener, no referrer, and the
 * landing page's campaign parameters; on the sales pages, a `ping` to the site's counting path
 * (src/lib/counting.ts), which the browser sends as it follows the link. Prerendered with the
 * plain URL. On every page the inline <head> script
 * (src/inline/early-taps.ts) adds the parameters before the link can be followed; a link that
 * React renders in the browser (the quiz results) has them from its first render.
 */
export function OutboundLink({ href, ...props }: ComponentProps<'a'> & { href: string }) {
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  )
  return (
    <a
      {...props}
      href={withCampaignParams(href, search)}
      target="_blank"
      rel="noopener noreferrer"
      {...{ [outboundAttribute]: '' }}
    />
  )
}

/** The id of a sales page's one 'Opens in a new tab' (NewTabNote). */
export const newTabNoteId = 'new-tab'

/**
 * A sales page's one hidden 'Opens in a new tab', which each of its links to a new tab names as
 * its description (`aria-describedby`, WCAG 3.2.5, G201): a screen reader says it after the
 * link's name, which stays as written; no mark on the big order buttons. The quiz's own links say
 * it in their names (quizResults.newTabName).
 */
export function NewTabNote() {
  return (
    <span id={newTabNoteId} hidden>
      {siteCopy.newTab}
    </span>
  )
}
