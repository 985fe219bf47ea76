/**
 * The first script of every page, inline in <head>. It is not imported by the app:
 * build/inline-scripts.ts bundles it (with what it imports) into a small classic script, and the
 * build writes it into every page and allows it by its CSP hash. It runs before anything on the
 * page can be tapped, so what a visitor does before the page's JavaScript arrives (seconds later
 * on a slow phone, src/inline/paint-first.ts) is not lost:
 *
 * - Outbound links get the landing URL's campaign parameters (src/lib/campaign.ts) the moment
 *   anything may follow, open or copy them, and all of them once the document is parsed.
 * - On the quiz (`data-hold-clicks`), the last button clicked is held for the entry
 *   (src/effects/held-click.ts). It shows pressed and busy at once and the status region says so;
 *   should the page's JavaScript fail to load, the button is released and the region says that.
 * - On the quiz, when the tab kept a quiz to resume (src/effects/quiz-storage.ts), the prerendered
 *   intro is hidden before it paints, so the visitor is not shown it, nor taps it, until the entry
 *   puts their question or results in its place (or shows it again: nothing to resume after all,
 *   or the JavaScript failed to load).
 */
import { type HeldClicks, heldAttribute, heldStatusAttribute } from '@/effects/held-click'
import { quizStorageKey, resumingAttribute } from '@/effects/quiz-storage'
import { outboundAttribute, withCampaignParams } from '@/lib/campaign'

/**
 * Every way a link gets followed, opened or copied starts with one of these: a press (touch,
 * pen, mouse, any button), focus or a key, a click, the context menu (open in new tab, copy
 * link, long press), a drag, or a hover (the URL the status bar shows).
 */
const linkEvents = [
  'pointerdown',
  'touchstart',
  'mousedown',
  'mouseover',
  'focusin',
  'keydown',
  'click',
  'auxclick',
  'contextmenu',
  'dragstart',
] as const

function forwardCampaign(search: string) {
  const selector = `a[${outboundAttribute}]`
  const forward = (link: Element) => {
    const href = link.getAttribute('href')
    if (!href) return
    const forwarded = withCampaignParams(href, search)
    if (forwarded !== href) link.setAttribute('href', forwarded)
  }
  const onLinkEvent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest(selector) : null
    if (link) forward(link)
  }
  for (const type of linkEvents) {
    document.addEventListener(type, onLinkEvent, { capture: true, passive: true })
  }
  document.addEventListener('DOMContentLoaded', () => {
    for (const link of document.querySelectorAll(selector)) forward(link)
  })
}

function holdClicks() {
  let held: Element | null = null
  let failed = false
  const say = (message: 'busy' | 'failed' | null) => {
    const status = document.querySelector<HTMLElement>(`[${heldStatusAttribute}]`)
    if (status) status.textContent = message ? (status.dataset[message] ?? '') : ''
  }
  const showBusy = (button: Element, busy: boolean) => {
    button.toggleAttribute(heldAttribute, busy)
    if (busy) button.setAttribute('aria-busy', 'true')
    else button.removeAttribute('aria-busy')
  }
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    if (failed) return say('failed')
    if (held && held !== button) showBusy(held, false)
    held = button
    showBusy(button, true)
    say('busy')
  }
  // A module script (the entry, an import) that fails to load, or an error before the entry takes
  // the click: the quiz cannot start, and a held tap must not look busy for ever.
  const fail = (event: Event) => {
    const { target } = event
    const isModule = target instanceof HTMLScriptElement && target.type === 'module'
    if (!(isModule || event instanceof ErrorEvent)) return
    failed = true
    document.documentElement.removeAttribute(resumingAttribute)
    if (!held) return
    showBusy(held, false)
    held = null
    say('failed')
  }
  document.addEventListener('click', hold, true)
  window.addEventListener('error', fail, true)
  const heldClicks: HeldClicks = {
    release() {
      document.removeEventListener('click', hold, true)
      window.removeEventListener('error', fail, true)
      return held
    },
    settle() {
      if (held) showBusy(held, false)
      held = null
      say(null)
    },
  }
  window.heldClicks = heldClicks
}

function hideIntroWhileResuming() {
  try {
    if (sessionStorage.getItem(quizStorageKey) === null) return
  } catch {
    return
  }
  document.documentElement.setAttribute(resumingAttribute, '')
}

const search = location.search
if (search) forwardCampaign(search)
if (document.currentScript?.hasAttribute('data-hold-clicks')) {
  hideIntroWhileResuming()
  holdClicks()
}
