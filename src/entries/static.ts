/**
 * A page that is HTML and CSS alone (/privacy, /terms): there is nothing to start. It marks the page live,
 * as the other entries do once their page has taken over (the browser tests wait for it).
 */
import '@/styles.css'
import { rootElement } from '@/entries/mount'

rootElement().dataset.live = ''
