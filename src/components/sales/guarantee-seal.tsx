import type { ComponentProps } from 'react'
import type { GuaranteeCopy } from '@/content/sales-types'
import { cn } from '@/lib/cn'

const teeth = Array.from({ length: 24 }, (_, index) => (index * 360) / 24)

/** The money-back seal, drawn so its figure always matches the offer; sized by the caller. */
export function GuaranteeSeal({
  seal,
  arcId,
  className,
  ...props
}: ComponentProps<'svg'> & { seal: GuaranteeCopy['seal']; arcId: string }) {
  return (
    <svg
      viewBox="0 0 200 200"
      role="img"
      aria-label={seal.label}
      className={cn('shrink-0', className)}
      {...props}
    >
      <defs>
        <path id={arcId} d="M 45 118 A 58 58 0 1 1 155 118" />
      </defs>
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
      <text className="fill-gold-400 font-sans text-[10.5px] font-bold tracking-[0.1em] uppercase">
        <textPath href={`#${arcId}`} startOffset="50%" textAnchor="middle">
          {seal.arc}
        </textPath>
      </text>
      <text
        x="100"
        y="124"
        textAnchor="middle"
        className="fill-white font-display text-[58px] font-semibold"
      >
        {seal.days}
      </text>
      <text
        x="100"
        y="150"
        textAnchor="middle"
        className="fill-brand-100 font-sans text-[13px] font-bold tracking-[0.3em] uppercase"
      >
        {seal.unit}
      </text>
    </svg>
  )
}
