import type { ComponentProps } from 'react'
import { SalesImage } from '@/components/sales/sales-image'
import { DottedLine } from '@/components/ui/dotted-line'
import { portraitOf } from '@/content/photos'
import type { Person } from '@/content/sales-types'
import { cn } from '@/lib/cn'
import { looseLines } from '@/lib/typeset'

/**
 * A person's portrait in a round frame, their drawing or the brand's photograph of them; its size
 * and ring width come from the caller, and `sizes` says the photograph's width as drawn (8rem
 * unless told). Its alt text is drawn transparent: Gecko shows a lazy image's alt in the frame
 * until the file arrives, clipped by the circle ('Illustr / portra / of', round 9); readers still
 * get it.
 */
export function Portrait({
  person,
  className,
  photoClassName,
  sizes = '8rem',
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt' | 'srcSet'> & {
  person: Person
  /** Classes for a photograph only (a larger frame: a face must be big enough to trust). */
  photoClassName?: string
}) {
  const classes = cn(
    'rounded-full bg-brand-100 object-cover text-transparent ring-white',
    className,
  )
  const portrait = portraitOf(person)
  return 'widths' in portrait ? (
    <SalesImage image={portrait} sizes={sizes} className={cn(classes, photoClassName)} {...props} />
  ) : (
    <SalesImage image={portrait} className={classes} {...props} />
  )
}

/**
 * A person's name, its given and family names on one line ('Dr. Rachel Morgan, MD' breaks at
 * most after 'Dr.' or before 'MD'), in a box the build leaves as written (`looseLines`): at 200 %
 * text on a phone (`large-text`) free to wrap anywhere a space is, where whole it may be wider
 * than a line in large type.
 */
function PersonName({ name }: { name: string }) {
  // The comma inside the held piece: counsel's check reads a span's edge as a space (counsel/check.ts),
  // and 'Morgan , MD' would be a phrase no register entry has.
  const [, title = '', whole = name, letters = ''] = /^(Dr\. )?(.+?,?)( [A-Z]+)?$/.exec(name) ?? []
  return (
    <>
      {title}
      <span className="whitespace-nowrap large-text:whitespace-normal">{whole}</span>
      {letters}
    </>
  )
}

/**
 * A person's portrait beside their name and, under it, what they are (`detail`: their role or
 * credentials): an author, a quoted expert, a co-presenter.
 */
export function PortraitName({
  person,
  detail,
  as: Frame = 'div',
  className,
  portraitClassName,
  textClassName,
  detailClassName,
}: {
  person: Person
  detail: 'role' | 'credentials'
  as?: 'div' | 'figcaption'
  className: string
  portraitClassName: string
  textClassName: string
  detailClassName?: string
}) {
  return (
    // The text beside the portrait, as wide as it needs up to the rest of the line, goes under
    // it rather than be squeezed narrower than 8em (only ever so with text at 200 %).
    <Frame data-slot="portrait-name" className={cn('flex flex-wrap items-center', className)}>
      <Portrait person={person} sizes="4rem" className={cn('shrink-0', portraitClassName)} />
      <div
        className={cn('min-w-[min(100%,8em)] max-w-max grow basis-0 leading-snug', textClassName)}
      >
        {/* Free to wrap at 200 % text, where whole it is wider than the text beside a portrait. */}
        <p {...looseLines} className="font-semibold text-ink">
          <PersonName name={person.name} />
        </p>
        {/* Credentials joined by ' · ' end no line on a dot (round 10: 'CellWise Health · /
            Co-presenter…'). */}
        {detail === 'credentials' ? (
          <DottedLine
            items={person.credentials.split(' · ')}
            className={cn('text-muted', detailClassName)}
          />
        ) : (
          <p className={cn('text-muted', detailClassName)}>{person.role}</p>
        )}
      </div>
    </Frame>
  )
}
