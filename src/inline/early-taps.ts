/**
 * The first script of every page, inline in <head>. It is not imported by the app:
 * build/inline-scripts.ts bundles it (with what it imports) into a small classic script, twice: the
 * quiz's, and every other page's without the taps' code (`__HOLDS_CLICKS__`, below); the build
 * writes one into every page and allows both by their CSP hashes. It runs before anything on the
 * page can be tapped, so what a visitor does before the page's JavaScript arrives (seconds later
 * on a slow phone, src/inline/paint-first.ts) is not lost:
 *
 * - Outbound links get the landing URL's campaign parameters (src/lib/campaign.ts) the moment
 *   anything may follow, open or copy them, and all of them once the document is parsed.
 * - On the quiz (`data-hold-clicks`), a START shows question 1 at once: the page's HTML carries it
 *   (build/build.ts), as a template before #root, which this script puts in #root's place. An
 *   answer tapped there (or its key, 1-3) shows chosen, and the status region says the quiz is on
 *   its way. Both taps are held as the quiz's events for the entry (src/effects/held-click.ts),
 *   whose machine takes them over at once. Question 1 takes no tap for a double tap's time after
 *   START. Should the page's JavaScript fail to load, the status region says that instead; should
 *   it be late (patience, after a tap), it says so and offers a reload that keeps the taps.
 *   It follows machines/early-taps, whose delays the build gives it (build/inline-scripts.ts).
 * - On the quiz, when the tab kept a quiz to resume (src/effects/quiz-storage.ts), the prerendered
 *   intro gives way, before it paints, to the shape of the screen the quiz resumes at (below) and
 *   the status says the quiz is being picked up, until the
 *   entry puts the question in its place (or shows the intro again: nothing to resume after all,
 *   or the JavaScript failed to load); late, the intro shows again and the status says so.
 */
import type { QuizEvent } from '@machines/quiz/quiz.events'
import {
  earlyQuestionAttribute,
  earlyStartAttribute,
  type HeldMessage,
  type HeldTaps,
  heldStatusAttribute,
  startSlot,
} from '@/effects/held-click'
import { onOptionKey } from '@/effects/keyboard'
import { quizStorageKey, resumingAttribute } from '@/effects/quiz-storage'
import { whenVisited } from '@/effects/visit'
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

/**
 * The quiz's taps before its JavaScript, as machines/early-taps charts them: each state of the
 * chart is `state` here, each transition a line below, its delays one timer (the script stays a
 * few kilobytes, without XState). The chart's generated paths drive its tests.
 */
function holdTaps({ doubleTapMs, patienceMs }: DOMStringMap) {
  const root = document.documentElement
  const pageTitle = document.title
  type State =
    | 'waiting'
    | 'resuming'
    | 'started.settling'
    | 'started.ready'
    | 'started.late'
    | 'answered'
    | 'late'
    | 'reloading'
    | 'failed.quiet'
    | 'failed.said'
    | 'handedOver'
  let state: State = 'waiting'
  const held: QuizEvent[] = []
  let stopKeys = () => {}
  // The chart's one delay under way (`doubleTap` or `patience`): entering a state ends it.
  let timer: ReturnType<typeof setTimeout> | undefined
  const go = (next: State, delay?: { ms: number; run: () => void }) => {
    clearTimeout(timer)
    state = next
    if (delay) timer = setTimeout(delay.run, delay.ms)
  }
  const status = () => document.querySelector<HTMLElement>(`[${heldStatusAttribute}]`)
  const say = (message: HeldMessage | null) => {
    const region = status()
    if (!region) return
    region.textContent = message ? (region.dataset[message] ?? '') : ''
    region.dataset.said = message ?? ''
    // Late, the status offers a reload that keeps what was tapped (`reload.tapped`).
    if (message !== 'late') return
    const reload = document.createElement('button')
    reload.type = 'button'
    reload.textContent = region.dataset.reload ?? ''
    reload.addEventListener('click', keepTapsAndReload)
    region.append(' ', reload)
  }
  // Looked for when needed: this script runs before the page's body is parsed.
  const template = () =>
    document.querySelector<HTMLTemplateElement>(`template[${earlyQuestionAttribute}]`)
  const shown = () => document.querySelector<HTMLElement>(`div[${earlyQuestionAttribute}]`)
  const options = () => shown()?.querySelectorAll<HTMLElement>('button[value]') ?? []
  // patience: no JavaScript yet, so the status says so, with a reload that keeps the taps.
  const beLate = () => {
    // A kept quiz that has not come: its intro shows again, under the words (never a blank page).
    root.removeAttribute(resumingAttribute)
    go(state === 'started.ready' ? 'started.late' : 'late')
    say('late')
  }
  const patience = { ms: Number(patienceMs), run: beLate }
  const showQuestion = (early: HTMLTemplateElement) => {
    early.after(early.content.cloneNode(true))
    root.setAttribute(earlyStartAttribute, '')
    // Until `doubleTap` is over, the options take no tap: a double tap's second lands there.
    disableOptions()
    // Keys 1-3 answer as on every question: a click on that option.
    stopKeys = onOptionKey(options().length, (position) => options()[position - 1]?.click())
    scrollTo(0, 0)
    document.title = early.dataset.title ?? pageTitle
    // The question's heading, as the quiz focuses it: not the first element focusable by script,
    // which is the frame's <main>, the skip link's target.
    shown()?.querySelector<HTMLElement>('h1')?.focus({ preventScroll: true })
  }
  const disableOptions = () => {
    for (const option of options()) option.setAttribute('aria-disabled', 'true')
  }
  const enableOptions = () => {
    for (const option of options()) option.removeAttribute('aria-disabled')
  }
  const showChosen = (button: Element) => {
    for (const option of options()) {
      option.setAttribute('aria-pressed', String(option === button))
      option.setAttribute('aria-disabled', 'true')
    }
  }
  function keepTapsAndReload() {
    if (state !== 'late' && state !== 'started.late') return
    go('reloading')
    disableOptions()
    // What was tapped, as the quiz keeps it: question 1 after a START, question 2 after an answer
    // (the build writes each text, from the quiz's own machine, on the template). A kept quiz
    // being resumed is in the tab already.
    const answer = held.find((event) => event.type === 'answer.select')
    const kept = JSON.parse(template()?.dataset.kept ?? '{}')[answer ? answer.value : '']
    try {
      if (held.length > 0 && kept) sessionStorage.setItem(quizStorageKey, kept)
    } catch {
      // Storage refused: the reload starts afresh, as any would.
    }
    location.reload()
  }
  const onClick = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button) return
    const question = shown()
    if (question?.contains(button)) {
      // answer.tapped: taken in `started.ready` and `started.late`, ignored in `started.settling`
      // (a double tap's second tap) and once one is held; the machine rules on its value.
      if (state !== 'started.ready' && state !== 'started.late') return
      held.push({ type: 'answer.select', value: Number((button as HTMLButtonElement).value) })
      showChosen(button)
      go('answered', patience)
      return say('busy')
    }
    const early = template()
    if (button.dataset.slot !== startSlot || !early) return
    // start.tapped, held here, not also by React hydrating #root: one tap, one start.
    event.stopPropagation()
    if (state === 'failed.quiet') {
      go('failed.said')
      return say('failed')
    }
    if (state !== 'waiting') return
    held.push({ type: 'quiz.start' })
    showQuestion(early)
    go('started.settling', {
      ms: Number(doubleTapMs),
      run: () => {
        go('started.ready', patience)
        enableOptions()
      },
    })
  }
  // script.failed: a module script (the entry, an import) that fails to load, or an error before
  // the entry takes the taps: the quiz cannot start, and a waiting answer must not look on its
  // way for ever.
  const fail = (event: Event) => {
    const { target } = event
    const isModule = target instanceof HTMLScriptElement && target.type === 'module'
    if (!(isModule || event instanceof ErrorEvent)) return
    if (state.startsWith('failed') || state === 'reloading') return
    root.removeAttribute(resumingAttribute)
    if (state === 'waiting' || state === 'resuming') {
      go('failed.quiet')
      return say(null)
    }
    go('failed.said')
    disableOptions()
    say('failed')
  }
  document.addEventListener('click', onClick, true)
  window.addEventListener('error', fail, true)
  // quiz.kept: the tab kept a quiz, its intro hidden for the shape of where it resumes until the
  // entry resumes it; the status says so once the page's body is there.
  if (root.hasAttribute(resumingAttribute)) {
    go('resuming', patience)
    const sayResuming = () => state === 'resuming' && say('resuming')
    if (document.readyState === 'loading')
      document.addEventListener('DOMContentLoaded', sayResuming)
    else sayResuming()
  }
  const heldTaps: HeldTaps = {
    // taps.taken
    handOver() {
      go('handedOver')
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', fail, true)
      stopKeys()
      root.removeAttribute(earlyStartAttribute)
      shown()?.remove()
      template()?.remove()
      say(null)
      document.title = pageTitle
      return held
    },
  }
  window.heldTaps = heldTaps
}

/**
 * A kept quiz resumes at the question after its answers (`data-resuming` empty), or, all of them
 * given (a reload in the last one's beat), on the results (`results`): the page shows that
 * shape until it does (src/components/quiz/resume-shape.tsx). Kept text that is no quiz's stays
 * a question's: the quiz's JavaScript shows the intro once it finds so.
 */
function hideIntroWhileResuming() {
  const root = document.documentElement
  try {
    const kept = sessionStorage.getItem(quizStorageKey)
    if (kept === null) return
    root.setAttribute(resumingAttribute, '')
    const answers: unknown[] = JSON.parse(kept).snapshot.context.answers
    // The question it resumes at: its outline draws that question's lines.
    root.setAttribute('data-resuming-at', String(answers.length + 1))
    if (answers.length >= __QUESTION_COUNT__) root.setAttribute(resumingAttribute, 'results')
  } catch {
    // Storage refused (nothing kept to resume), or kept text that is no quiz's (above).
  }
}

/**
 * Whether this is the quiz's build of the script (build/inline-scripts.ts): every other page's
 * leaves the taps' code out.
 */
declare const __HOLDS_CLICKS__: boolean
/** The quiz's number of questions (machines/quiz), which the build gives it. */
declare const __QUESTION_COUNT__: number

const search = location.search
if (search) forwardCampaign(search)
// On the quiz, its tag carries the chart's delays (build/inline-scripts.ts).
const tag = document.currentScript
if (__HOLDS_CLICKS__ && tag?.hasAttribute('data-hold-clicks')) {
  const { dataset } = tag
  // The quiz puts each screen at the top itself: a reload on the results (the spec's way back to a
  // fresh quiz) opened the intro where the results had been read to, 1200 px down (review 45).
  history.scrollRestoration = 'manual'
  // Prerendered, the quiz reads the tab's kept quiz and holds taps once the visit begins.
  whenVisited(() => {
    hideIntroWhileResuming()
    holdTaps(dataset)
  })
}
