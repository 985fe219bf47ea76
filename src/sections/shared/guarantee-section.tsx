import { GuaranteeSeal } from '@/components/sales/guarantee-seal'
import {
  Container,
  SalesSection,
  SectionHeading,
  type SectionTone,
} from '@/components/sales/sales-section'
import { filledLines, keptLastSentence } from '@/components/ui/kept-words'
import type { GuaranteeCopy } from '@/content/sales-types'
import { cn } from '@/lib/cn'

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/

/**
 * A paragraph whose email address may break before its '@' (a <wbr>, which reads and copies as
 * nothing), so each half goes whole to a line (round 8: the address, one word wider than the
 * card at 320 px, broke where it overflowed, before '.example'); at 200 % text, where a half is
 * wider than a line, wherever it must. Its last sentence, where short, a tag line of its own
 * (`keptLastSentence`): Gecko, which has no `text-wrap: pretty`, left 'hoops.' alone (round 14),
 * 'no hoops.' alone at 1280 (rsales17), then the whole sentence alone on a short line (rsales19).
 */
function WithEmail({ text }: { text: string }) {
  const found = emailPattern.exec(text)
  if (!found) return keptLastSentence(text)
  const [address] = found
  const at = address.indexOf('@')
  return (
    <>
      {text.slice(0, found.index)}
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
      {keptLastSentence(text.slice(found.index + address.length))}
    </>
  )
}

export function GuaranteeSection({
  copy,
  tone = 'white',
  width = 'medium',
}: {
  copy: GuaranteeCopy
  tone?: SectionTone
  /** The article's column on the advertorial, so the card is never wider than the text. */
  width?: 'narrow' | 'medium'
}) {
  return (
    // In the article's column, the article's spacing: the card 24 px clear of both edges on a
    // phone (round 9: it ended 14 px above the next section's beige).
    <SalesSection id={copy.id} tone={tone} space={width === 'narrow' ? 'article' : undefined}>
      <Container size={width}>
        {/* Below sm the seal stands beside the eyebrow and the heading under both, the card's
            width (the heading's box `contents` there): beside the seal, 'money-back guarantee'
            (~212 px at 20 px) had ~188 px at 320 and broke to three lines (review 24). The
            heading holds that phrase (`headingHeld`), so it reads 'Our 60-day / money-back
            guarantee' at 320 and 375 in every engine; narrower than 16 rem (only at 200 % text)
            it steps down, so its 'money-back' (held whole by a word joiner) fits a line. Not in
            the card's `cqi`: WebKit laid the held phrase out 0 px wide on load with its font in
            container units, drawing 'guarantee' over 'money-back' (rsales33;
            e2e/sales.spec.ts). Nor in `vw`: on a resize a viewport unit can make WebKit (2.50)
            restyle, with the interleaved layout container queries take, without reading the
            media queries again (WebKit bug 310086): in CI `/` kept its phone layout at 1280. From sm
            to md the heading sits beside the 12 rem seal, or under it rather than narrower
            than 8 rem (only ever so at 200 % text), and the paragraphs under both. */}
        <div
          className={cn(
            '@container flex flex-wrap items-center gap-x-4 gap-y-2 rounded-[2rem] border-2 border-dashed border-gold-400 bg-sand-50 p-fit-3.5 sm:gap-8 sm:p-10 md:flex-nowrap md:items-start',
            width === 'narrow' && 'md:gap-6',
          )}
        >
          {/* 3.5 rem wide on phones, 12 rem from sm (the seal is 10 of its em); in the article's
              column from md 9 rem, so its words have the room they have on `/` (rsales17b: 'If
              you do not / feel it was worth every penny, / you do not pay for it.' at 1280). */}
          <GuaranteeSeal
            seal={copy.seal}
            className={cn(
              'text-[0.35rem] sm:text-[1.2rem]',
              width === 'narrow' && 'md:text-[0.9rem]',
            )}
          />
          <div className="contents md:block">
            <SectionHeading
              copy={copy}
              align="start"
              className="min-w-[min(100%,8rem)] grow basis-0 max-sm:contents max-sm:[&_h2]:basis-full max-sm:[&_h2]:text-[1.375rem] max-[16rem]:[&_h2]:text-[1.08rem] max-[14rem]:[&_h2]:text-[0.86rem] max-[12rem]:[&_h2]:text-[0.65rem] max-sm:[&>p]:mb-0 max-sm:[&>p]:block"
            />
            {/* In the article's column body text on phones too, 16 px (review 31: 14 px grey
                read small for the advertorial's readers). */}
            <div
              className={cn(
                'basis-full space-y-2 text-muted sm:space-y-4 sm:text-lg sm:leading-relaxed md:mt-5',
                width === 'narrow' ? 'text-base leading-relaxed' : 'text-sm leading-[1.45]',
                filledLines,
              )}
            >
              {copy.paragraphs.map((paragraph) => (
                <p key={paragraph}>
                  <WithEmail text={paragraph} />
                </p>
              ))}
            </div>
          </div>
        </div>
      </Container>
    </SalesSection>
  )
}
