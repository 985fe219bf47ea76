import { quizIntro } from '@/content/quiz-intro'
import { cn } from '@/lib/cn'
import { alertIcon } from './drawings'
import { Icon } from './icons'

const noScriptTones = {
  dark: {
    note: 'bg-white/10 text-brand-100 ring-white/20',
    title: 'text-white',
    icon: 'text-gold-400',
  },
  light: {
    note: 'bg-white text-muted ring-sand-200',
    title: 'text-brand-950',
    icon: 'text-cta-600',
  },
} as const

/**
 * With JavaScript off the start buttons could do nothing, so they are hidden (`noscript:`, the
 * `scripting: none` media query) and this says why in their place. It is a `<noscript>`, so every
 * browser shows it only then; React leaves its contents alone when it hydrates.
 */
export function NoScriptNote({
  tone,
  className,
}: {
  tone: keyof typeof noScriptTones
  className?: string
}) {
  return (
    <noscript>
      <p
        className={cn(
          'flex items-start gap-3 rounded-2xl p-fit-4 text-left text-sm leading-relaxed ring-1 sm:text-base',
          noScriptTones[tone].note,
          className,
        )}
      >
        <Icon shapes={alertIcon} className={cn('mt-0.5 shrink-0', noScriptTones[tone].icon)} />
        <span>
          <strong className={cn('block font-semibold', noScriptTones[tone].title)}>
            {quizIntro.noScript.title}
          </strong>
          {quizIntro.noScript.text}
        </span>
      </p>
    </noscript>
  )
}
