import { type ComponentProps, createContext, type ReactNode, use } from 'react'
import { prerenderedAttribute } from './prerendered-attribute'

/**
 * The parts of the quiz page drawn at build time only (src/sections/quiz-intro/intro-markup.tsx):
 * the intro, header and footer, and the results' waiting screen in each of its states.
 */
export type PrerenderedName =
  | 'intro'
  | 'quiz-header'
  | 'quiz-footer'
  | 'results-loading'
  | 'results-slow'
  | 'results-failed'

export { prerenderedAttribute }

/** A slot's inner HTML as the build drew it, read back from the page (src/entries/quiz-root.tsx). */
export type KeptMarkup = Partial<Record<PrerenderedName, { __html: string }>>

const PrerenderedMarkup = createContext<Partial<Record<PrerenderedName, ReactNode>>>({})
const Kept = createContext<KeptMarkup>({})

/** Gives the renderers that draw the markup (the build's, the dev server's) what each slot holds. */
export const PrerenderedMarkupProvider = PrerenderedMarkup.Provider

/** Gives the page's JavaScript the slots' HTML as the page arrived with it. */
export const KeptMarkupProvider = Kept.Provider

/** One object for every render: React would write a new one into the element, emptying it. */
const keepMarkup = { __html: '' }

/**
 * A slot whose contents are drawn at build time and kept as HTML: the build fills it (from the
 * provider above), and in the browser the page's JavaScript carries neither the component nor its
 * words. Hydration leaves an element with inner HTML alone. Where the page draws a slot anew (a
 * kept quiz resumed, the footer back after the last question), it writes the HTML the page
 * arrived with, which the quiz's entry keeps before React takes over; a slot the page did not
 * arrive with (the intro's, on a resumed quiz, which never shows it) is drawn empty. The slots the
 * page shows only later (the results' waiting screen) arrive as templates outside #root
 * (`renderResultsPending`, src/entry-server.tsx): inert, there only so that their HTML is kept.
 */
export function Prerendered({
  name,
  ...props
}: Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  name: PrerenderedName
}) {
  const markup = use(PrerenderedMarkup)[name]
  const kept = use(Kept)[name] ?? keepMarkup
  const slot = { ...props, [prerenderedAttribute]: name }
  if (markup !== undefined) return <div {...slot}>{markup}</div>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the page's own HTML, or nothing, as it arrived
  return <div {...slot} dangerouslySetInnerHTML={kept} suppressHydrationWarning />
}
