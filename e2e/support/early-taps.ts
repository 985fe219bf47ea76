/**
 * The quiz page before its JavaScript, in every engine: the page's entry script is kept from being
 * added until the test lets it (`holdEntry`; the files themselves arrive as they would), so taps
 * land on the HTML and the inline <head> script alone (src/inline/early-taps.ts). Plays the
 * generated paths of its chart (machines/early-taps) for e2e/paths.spec.ts.
 */
import {
  type EarlyTapsPath,
  earlyAnswer,
  earlyTapsState,
} from '../../machines/early-taps/early-taps.model'
import { quizLoading, quizQuestionCopy, quizQuestions } from '../../src/content/quiz'
import { quizIntro } from '../../src/content/quiz-intro'
import type { EnginePage } from '../engines/engine-page'
import { expect } from '../engines/fixtures'
import type { OnStep } from './quiz'
import { often, waitForHydration } from './site'

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
  return {
    heading: heading?.textContent ?? '',
    title: document.title,
    pressed: [...document.querySelectorAll('main li button[aria-pressed="true"]')].map((button) =>
      button.getAttribute('value'),
    ),
    status: document.querySelector('[role="status"]')?.textContent ?? '',
  }
}

/** Plays one path of the early-tap script's chart on the built quiz page. */
export async function runEarlyTapsPath(site: EnginePage, path: EarlyTapsPath, onStep?: OnStep) {
  await openWithEntryHeld(site)
  const pageTitle = await site.evaluate(() => document.title)
  const [first] = quizQuestions
  let startHeld = false
  let answerHeld = false
  for (const [index, { event, state }] of path.steps.entries()) {
    if (event.type === 'start.tapped') await site.click({ role: 'button', name: quizIntro.start })
    if (event.type === 'answer.tapped') {
      const label = first?.options.find((option) => option.value === earlyAnswer)?.label ?? ''
      await site.click({ role: 'button', name: label, within: 'main' })
    }
    if (event.type === 'script.failed') {
      // What the browser sends when a module script fails to load: a plain `error`, at the script
      // (in <body>: `holdEntry` would take one added to <head> for the entry).
      await site.evaluate(() => {
        const script = document.createElement('script')
        script.type = 'module'
        document.body.append(script)
        script.dispatchEvent(new Event('error'))
      })
    }
    if (event.type === 'taps.taken') await runEntry(site)
    const at = earlyTapsState(state)
    startHeld ||= at === 'started'
    answerHeld ||= at === 'answered'
    const early = startHeld && at !== 'handedOver'
    // Handed over, the quiz shows where the held taps lead: the intro, or question 1 or 2.
    const handedTo = answerHeld ? 2 : 1
    const want = {
      heading:
        at === 'handedOver' && !startHeld
          ? quizIntro.heading
          : at === 'handedOver'
            ? (quizQuestions[handedTo - 1]?.text ?? '')
            : early
              ? (first?.text ?? '')
              : quizIntro.heading,
      title:
        at === 'handedOver' && startHeld
          ? quizQuestionCopy.pageTitle(handedTo)
          : early
            ? quizQuestionCopy.pageTitle(1)
            : pageTitle,
      pressed: early && answerHeld ? [String(earlyAnswer)] : [],
      status: at === 'answered' ? quizLoading.busy : at === 'failed.said' ? quizLoading.failed : '',
    }
    await expect.poll(() => site.evaluate(seen), often).toEqual(want)
    await onStep?.(index)
  }
}
