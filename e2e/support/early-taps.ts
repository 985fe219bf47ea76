/**
 * The quiz page before its JavaScript, in every engine: the page's entry script is kept from being
 * added until the test lets it (`holdEntry`; the files themselves arrive as they would), so taps
 * land on the HTML and the inline <head> script alone (src/inline/early-taps.ts). Plays the
 * generated paths of its chart (machines/early-taps) for e2e/paths.spec.ts.
 */
import { doubleTapMs, patienceMs } from '../../machines/early-taps/early-taps.machine'
import {
  type EarlyTapsPath,
  earlyAnswer,
  earlyTapsState,
  stepName,
} from '../../machines/early-taps/early-taps.model'
import { keptText, replay } from '../../machines/quiz/quiz.persistence'
import { quizLoading, quizQuestionCopy, quizQuestions } from '../../src/content/quiz'
import { quizIntro } from '../../src/content/quiz-intro'
import { quizStorageKey } from '../../src/effects/quiz-storage'
import type { EnginePage } from '../engines/engine-page'
import { expect } from '../engines/fixtures'
import { clock, often, waitForHydration } from './site'

/**
 * A script that has the tab keep a quiz with `answers` given (src/effects/quiz-storage.ts), run
 * before the page's own: /quiz then opens at the next question or, after the last, at the results
 * (the tab keeps no results: it kept the last answer being shown, which leads to them).
 */
export function keptQuizScript(answers: readonly number[]): string {
  const kept = replay(answers).findLast((snapshot) => snapshot.hasTag('kept'))
  if (!kept) throw new Error('The quiz has no snapshot to keep')
  return `sessionStorage.setItem(${JSON.stringify(quizStorageKey)}, ${JSON.stringify(keptText(kept))});`
}

/**
 * An init script that keeps the page's entry script (a module script added to <head>,
 * src/inline/paint-first.ts) from being added until `window.__runEntry()`.
 */
export const holdEntry = `(() => {
  const append = Element.prototype.append;
  const isEntry = (node) =>
    node instanceof DocumentFragment
      ? !!node.querySelector('script[type="module"]')
      : node instanceof HTMLScriptElement && node.type === 'module';
  Element.prototype.append = function (...nodes) {
    if (this === document.head && nodes.some(isEntry)) {
      window.__runEntry = () => append.apply(this, nodes);
      return;
    }
    return append.apply(this, nodes);
  };
})();`

/** Opens /quiz with its entry held, once the page would add it. */
export async function openWithEntryHeld(site: EnginePage, options: { initScript?: string } = {}) {
  await site.goto('/quiz', { initScript: `${options.initScript ?? ''}${holdEntry}` })
  await expect.poll(() => site.evaluate(() => '__runEntry' in window), often).toBe(true)
}

/** Lets the held entry run, and waits until the quiz's JavaScript has taken over. */
export async function runEntry(site: EnginePage) {
  await site.evaluate(() => (window as unknown as { __runEntry: () => void }).__runEntry())
  await waitForHydration(site)
}

/** What the visitor sees before the JavaScript: the early question or the intro, and the status. */
const seen = () => {
  const heading = [...document.querySelectorAll('main h1')].find(
    (each) => each instanceof HTMLElement && each.offsetParent !== null,
  )
  // The shape of the screen a kept quiz resumes at, where it shows (src/components/quiz/resume-shape.tsx).
  const shape = [...document.querySelectorAll<HTMLElement>('[data-resume-shape]')].find(
    (each) => each.offsetParent !== null,
  )
  return {
    heading: heading?.textContent ?? '',
    shape: shape?.dataset.resumeShape ?? '',
    title: document.title,
    pressed: [...document.querySelectorAll('main li button[aria-pressed="true"]')].map((button) =>
      button.getAttribute('value'),
    ),
    takesTaps: [...document.querySelectorAll('main li button')].some(
      (button) => button.getAttribute('aria-disabled') !== 'true',
    ),
    status: document.querySelector('[role="status"]')?.textContent ?? '',
  }
}

/** The status once the JavaScript is late: the words, then the reload that keeps the taps. */
const lateStatus = `${quizLoading.late} ${quizLoading.reload}`

/**
 * Plays one path of the early-tap script's chart on the built quiz page, its delays on the page's
 * clock. A path that begins with a kept quiz opens a tab that kept one
 * at question 2; a reload once late is followed, and the page that loads resumes what was tapped.
 */
export async function runEarlyTapsPath(site: EnginePage, path: EarlyTapsPath) {
  const resuming = path.steps.some(({ event }) => event.type === 'quiz.kept')
  await openWithEntryHeld(site, { initScript: resuming ? keptQuizScript([earlyAnswer]) : '' })
  // The page's clock, held once it is ready for the entry: its delays move only with the path.
  await clock.hold(site)
  const pageTitle = await site.evaluate(() => document.title)
  const [first] = quizQuestions
  const answerLabel = first?.options.find((option) => option.value === earlyAnswer)?.label ?? ''
  let startHeld = false
  let answerHeld = false
  for (const [index, { event, state }] of path.steps.entries()) {
    const step = stepName(event.type)
    if (step === 'start.tapped') await site.click({ role: 'button', name: quizIntro.start })
    if (step === 'answer.tapped')
      await site.click({ role: 'button', name: answerLabel, within: 'main' })
    if (step === 'doubleTap') await clock.tick(site, doubleTapMs)
    if (step === 'patience') await clock.tick(site, patienceMs)
    if (step === 'reload.tapped') {
      // The page before the reload still holds its own entry: mark it, so only the new one counts.
      await site.evaluate(() => {
        Object.assign(window, { __beforeReload: true })
      })
      await site.click({ role: 'button', name: quizLoading.reload })
      await expect
        .poll(
          () => site.evaluate(() => !('__beforeReload' in window) && '__runEntry' in window),
          often,
        )
        .toBe(true)
    }
    if (step === 'script.failed') {
      // What the browser sends when a module script fails to load: a plain `error`, at the script
      // (in <body>: `holdEntry` would take one added to <head> for the entry).
      await site.evaluate(() => {
        const script = document.createElement('script')
        script.type = 'module'
        document.body.append(script)
        script.dispatchEvent(new Event('error'))
      })
    }
    if (step === 'taps.taken') await runEntry(site)
    // A kept quiz is there as the page opens: the page is in `resuming` from its first step.
    const at = resuming && index === 0 ? 'resuming' : earlyTapsState(state)
    startHeld ||= at.startsWith('started')
    answerHeld ||= at === 'answered'
    const early = startHeld && at !== 'handedOver' && at !== 'reloading'
    // Handed over or reloaded, the quiz shows where what was tapped or kept leads: the intro, or
    // question 1 or 2 (its shape, after a reload, until the JavaScript resumes it).
    const resumesAt = answerHeld || resuming ? 2 : 1
    // The intro gives way to the shape of the question the quiz resumes at, which has no heading.
    const hidden = (resuming && at === 'resuming') || at === 'reloading'
    const want = {
      shape: hidden ? 'question' : '',
      heading: hidden
        ? ''
        : at === 'handedOver' && (startHeld || resuming)
          ? (quizQuestions[resumesAt - 1]?.text ?? '')
          : early
            ? (first?.text ?? '')
            : quizIntro.heading,
      title:
        at === 'handedOver' && (startHeld || resuming)
          ? quizQuestionCopy.pageTitle(resumesAt)
          : early
            ? quizQuestionCopy.pageTitle(1)
            : pageTitle,
      pressed: early && answerHeld ? [String(earlyAnswer)] : [],
      // Handed over, the quiz's own screen decides (e2e/quiz.spec.ts).
      takesTaps:
        at === 'handedOver' ? expect.any(Boolean) : at === 'started.ready' || at === 'started.late',
      status:
        {
          resuming: quizLoading.resuming,
          reloading: quizLoading.resuming,
          answered: quizLoading.busy,
          late: lateStatus,
          'started.late': lateStatus,
          'failed.said': quizLoading.failed,
        }[at as string] ?? '',
    }
    await expect.poll(() => site.evaluate(seen), often).toEqual(want)
  }
  // Reloaded: the quiz's JavaScript resumes what was tapped (or the kept quiz), counted once.
  if (earlyTapsState(path.state) === 'reloading') {
    await runEntry(site)
    const resumesAt = answerHeld || resuming ? 2 : 1
    await expect
      .poll(() => site.evaluate(() => document.querySelector('h1')?.textContent), often)
      .toBe(quizQuestions[resumesAt - 1]?.text)
  }
}
