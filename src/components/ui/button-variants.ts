import { cva, type VariantProps } from 'class-variance-authority'

/**
 * One look for every call to action; use on <button> and on links styled as buttons. The filled
 * variants carry a transparent border: forced colours drop the fill and paint the border, so the
 * button keeps its shape.
 */
export const buttonVariants = cva(
  // The focus ring: a dark outline with a white band inside and out, so it shows at 3:1 or more
  // on every ground (15:1 on mint, sand and white; the band on the dark sections) and against
  // every fill (issue 72: the order's own orange ring barely showed on mint). The fill's colours
  // fade on hover, not the ring: `transition-colors` also eased outline-color in over 150 ms.
  'inline-flex items-center justify-center gap-2 rounded-full text-center font-semibold transition-[color,background-color,border-color] focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-brand-950 focus-visible:shadow-[0_0_0_0.5625rem_white] focus-visible:shadow-white disabled:pointer-events-none aria-disabled:pointer-events-none',
  {
    variants: {
      variant: {
        /** The hot action colour: order, start, reserve. */
        cta: 'border border-transparent bg-cta-600 text-white shadow-lg shadow-cta-600/25 hover:bg-cta-700',
        outline: 'border-2 border-brand-800 bg-white text-brand-900 hover:bg-brand-50',
      },
      size: {
        /** Compact, for a phone's slim order bar: still a 44 px target. */
        sm: 'min-h-11 px-fit-3 text-sm min-[22rem]:px-4',
        /**
         * The sales pages' header, from 640 px: 36 px, clear of the header's edges where it shares
         * the 64 px with the recommendation's ribbon (640-1023: at 44 px it touched the ribbon and
         * the header's foot, review 46). A pointer's or a tablet's target (WCAG 2.5.8); phones
         * order from the hero and the slim bar.
         */
        header: 'min-h-9 px-4 text-sm',
        md: 'min-h-12 px-fit-6 text-base',
        lg: 'min-h-14 px-fit-8 text-lg',
        xl: 'min-h-16 w-full px-fit-6 text-lg sm:text-xl',
        /** Square, for an icon alone: a 44 px target. */
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'cta', size: 'lg' },
  },
)

export type ButtonVariantProps = VariantProps<typeof buttonVariants>
