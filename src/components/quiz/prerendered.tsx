import { type ComponentProps, createContext, type ReactNode, use } from 'react'

/** The parts of the quiz page drawn at build time only (src/sections/quiz-intro/intro-markup.tsx). */
export type PrerenderedName = 'results-preview' | 'intro-proof' | 'intro-reasons'

const PrerenderedMarkup = createContext<Partial<Record<PrerenderedName, ReactNode>>>({})

/** Gives the renderers that draw the markup (the build's, the dev server's) what each slot holds. */
export const PrerenderedMarkupProvider = PrerenderedMarkup.Provider

/** One object for every render: React would write a new one into the element, emptying it. */
const keepMarkup = { __html: '' }

/**
 * A slot whose contents are drawn at build time and kept as HTML: the build fills it (from the
 * provider above), and in the browser the page's JavaScript carries neither the component nor its
 * words. Hydration leaves an element with inner HTML alone; the quiz's intro is only ever hydrated,
 * never drawn anew in the browser (a kept quiz resumes past it, src/entries/quiz.tsx).
 */
export function Prerendered({
  name,
  ...props
}: Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  name: PrerenderedName
}) {
  const markup = use(PrerenderedMarkup)[name]
  if (markup !== undefined) return <div {...props}>{markup}</div>
  // biome-ignore lint/security/noDangerouslySetInnerHtml: always empty; it keeps the built HTML
  return <div {...props} dangerouslySetInnerHTML={keepMarkup} suppressHydrationWarning />
}
