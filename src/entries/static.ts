/**
 * A page that is HTML and CSS alone (/privacy, /terms): its one script marks the contents' link
 * to the section in view (src/effects/contents-mark.ts). It marks the page live, as the other
 * entries do once their page has taken over (the browser tests wait for it).
 */
import '@/styles.css'
import { markContentsSection } from '@/effects/contents-mark'
import { rootElement } from '@/entries/mount'

markContentsSection()
rootElement().dataset.live = ''
