import type { GuaranteeCopy } from '@/content/sales-types'
import { cn } from '@/lib/cn'

const teeth = Array.from({ length: 24 }, (_, index) => (index * 360) / 24)

/**
 * The money-back seal, so its figure always matches the offer: a drawing (the gold teeth and the
 * disc) with the words set over it as text. Everything is sized in `em` of the seal's own font
 * size, which the caller sets in `rem` (the seal is 10 em wide): at any default font size the
 * visitor sets, the drawing and its words grow together and the words stay inside the dashed
 * ring (`data-text-frame`, the box the reflow test holds them to). Hidden from readers: the
 * section's heading says what it says, and its smallest words are 4 px on a phone.
 */
export function GuaranteeSeal({
  seal,
  className,
}: {
  seal: GuaranteeCopy['seal']
  /** The seal's font size in `rem` (its width is 10 of them). */
  className?: string
}) {
  return (
    <div
      aria-hidden="true"
      data-slot="guarantee-seal"
      className={cn('relative size-[10em] shrink-0', className)}
    >
      <svg viewBox="0 0 200 200" aria-hidden="true" className="absolute inset-0 size-full">
        <g className="fill-gold-400">
          {teeth.map((angle) => (
            <rect
              key={angle}
              x="88"
              y="2"
              width="24"
              height="24"
              rx="4"
              transform={`rotate(${angle} 100 100)`}
            />
          ))}
          <circle cx="100" cy="100" r="86" />
        </g>
        <circle cx="100" cy="100" r="76" className="fill-brand-900" />
        <circle
          cx="100"
          cy="100"
          r="70"
          fill="none"
          strokeWidth="1.5"
          strokeDasharray="3 4"
          className="stroke-gold-400"
        />
      </svg>
      {/* A box inside the dashed ring (its corners on the ring, 7 em across): 5 em by 4.9 em,
          centred. */}
      <div
        data-text-frame
        className="absolute inset-x-[2.5em] inset-y-[2.55em] flex flex-col items-center justify-center text-center leading-none"
      >
        <span className="font-sans text-[0.5em] leading-[1.15] font-bold tracking-[0.06em] text-gold-400 uppercase">
          {seal.arc}
        </span>
        <span className="mt-[0.05em] font-display text-[2.2em] font-semibold text-white">
          {seal.days}
        </span>
        <span className="mt-[0.15em] font-sans text-[0.6em] font-bold tracking-[0.25em] text-brand-100 uppercase ps-[0.25em]">
          {seal.unit}
        </span>
      </div>
    </div>
  )
}
