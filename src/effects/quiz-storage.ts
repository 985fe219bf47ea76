/**
 * Where the quiz keeps its progress: the tab's sessionStorage, which the browser keeps through a
 * reload, a discarded tab coming back, Back and Forward, and clears when the tab is closed; a new
 * tab starts with none. Nothing else is written (no cookie, no localStorage, no IndexedDB) and
 * nothing is sent. A browser that refuses storage (a private mode, a setting) simply does not
 * resume: the quiz works the same.
 */

/** The one sessionStorage key the site writes (src/inline/early-taps.ts reads it too). */
export const quizStorageKey = 'quiz'

/**
 * On <html> while a kept quiz may replace the prerendered intro: empty at a question, `results`
 * on the results: the shape of that screen shows in the intro's place (src/styles.css).
 */
export const resumingAttribute = 'data-resuming'

/** What the tab kept for the quiz, or null. */
export function readKeptQuiz(): string | null {
  try {
    return sessionStorage.getItem(quizStorageKey)
  } catch {
    return null
  }
}

/** Keeps `text` for the quiz in this tab, or forgets what was kept (null). */
export function keepQuiz(text: string | null) {
  try {
    if (text === null) sessionStorage.removeItem(quizStorageKey)
    else sessionStorage.setItem(quizStorageKey, text)
  } catch {
    // Storage refused or full: the quiz goes on, it will not resume after a reload.
  }
}

/** The quiz on screen is the one to show: the intro the <head> script hid, if it did, shows again. */
export function showQuiz() {
  document.documentElement.removeAttribute(resumingAttribute)
}
