import { SalesImage } from '@/components/sales/sales-image'
import { Line, RunningText } from '@/components/ui/kept-words'
import type { AdvertorialContent } from '@/content/advertorial'
import { runningText } from '@/lib/typeset'
import { ArticleSection } from './article-section'

/**
 * The kit and its three-step process: each step a card, its label and title over its words; from
 * md the label beside the title, one line, and the words under both across the card. Three cards
 * side by side in its 720 px left each step's words 5-6 lines of 2-4 words (round 13); beside a
 * column of titles, 424 px, steps 1 and 3 balanced to three lines of ~290 px under step 2's two of
 * ~410 (rsales25); across the card each reads in two even lines of 380-470 px.
 */
export function KitSteps({ copy }: { copy: AdvertorialContent['kit'] }) {
  return (
    <ArticleSection copy={copy} tone="white" standIn="long">
      <SalesImage
        image={copy.image}
        // max-w-lg, else the screen less the container's side padding. Its alt text transparent,
        // as the compact offer's: not shown in its box by Gecko while the file loads. On paper
        // 1.25 in high, not print.css's 1.75: taller, it and the heading over it missed the foot
        // of A4's fifth sheet in the proof build, which gained a sheet (round 28).
        sizes="(min-width: 36rem) 32rem, calc(100vw - 2.5rem)"
        className="mx-auto mt-8 h-auto w-full max-w-lg text-transparent print:max-h-[1.25in]!"
      />
      <ol className="mt-8 grid gap-4">
        {copy.steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-2xl bg-sand-50 p-fit-5 ring-1 ring-sand-200 large-text:p-fit-3 md:px-6"
          >
            <div className="md:flex md:flex-wrap md:items-baseline md:gap-x-3">
              <p className="text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">
                {copy.stepLabel} {index + 1}
              </p>
              {/* Its last pair held (Line): 'prepaid' alone at 1280 (round 9). */}
              <h3 className="mt-2 text-base leading-snug font-bold sm:text-lg text-pretty text-brand-950 md:mt-0 large-text:text-base">
                <Line text={step.title} />
              </h3>
            </div>
            {/* Its last pair held (Line), its lines filled to the card (pretty where the engine
                has it): balanced, step 2 read two lines of ~400 px in a 656 px card (round 27).
                Steps 1 and 3 end in two held runs and wrap greedily (styles.css, the WebKit
                fence); 'no stamp needed' gives step 2's last line 205-309 px at 1280. Running
                text (`runningText`): its one-letter words free, as the story's: held, 'a
                practitioner' went whole to the next line at 320 and left step 3 in five ragged
                lines ('…7–10 / business days. Then / a practitioner walks you / through every /
                marker, one-on-one.', review 46). */}
            <p {...runningText} className="mt-2 leading-relaxed text-pretty text-muted">
              <RunningText value>
                <Line text={step.text} />
              </RunningText>
            </p>
          </li>
        ))}
      </ol>
    </ArticleSection>
  )
}
