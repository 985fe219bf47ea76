import { Disclaimer } from '@/components/sales/disclaimer'
import { SlimBar } from '@/components/sales/slim-bar'
import { PrintMasthead } from '@/components/site/print-masthead'
import { SiteFooter, siteFooterId } from '@/components/site/site-footer'
import { mainTarget } from '@/components/site/skip-link'
import { NewTabNote } from '@/components/ui/outbound-link'
import { outboundLinks, site } from '@/config/page-settings'
import type { AdvertorialContent } from '@/content/advertorial'
import { restArriving, slimBars } from '@/content/sales-common'
import { cn } from '@/lib/cn'
import { countedLink } from '@/lib/counting'
import { AlertBanner } from '@/sections/advertorial/alert-banner'
import { Byline } from '@/sections/advertorial/byline'
import { Consequences } from '@/sections/advertorial/consequences'
import { Endorsement } from '@/sections/advertorial/endorsement'
import { ExpertQuote } from '@/sections/advertorial/expert-quote'
import { FinalCta } from '@/sections/advertorial/final-cta'
import { KitSteps } from '@/sections/advertorial/kit-steps'
import { Masthead } from '@/sections/advertorial/masthead'
import { PersonalStory, storyOfferId } from '@/sections/advertorial/personal-story'
import { PriceBox } from '@/sections/advertorial/price-box'
import { Statistics } from '@/sections/advertorial/statistics'
import { SymptomList } from '@/sections/advertorial/symptom-list'
import { ValueStack } from '@/sections/advertorial/value-stack'
import { GuaranteeSection } from '@/sections/shared/guarantee-section'
import { TestimonialsSection } from '@/sections/shared/testimonials-section'
import { VideoSection } from '@/sections/shared/video-section'

/**
 * The section headings a step under the headline at every width (review 23: 22 px under a 21 px
 * h1 on phones, 36 px as the h1 at 1280): on phones 21 px under the h1's 22 at 320, 22 px under
 * its 24 from 352 (review 31: at 20 px they stood too little over the body text). On phones a
 * sentence's gap under each, and their ledes body text, 16 px (review 31: 14 px grey read small
 * for the article's readers, under the story's 17 and the kit steps' 16).
 */
const sectionHeadings =
  '[&_[data-slot=section-heading]>h2]:text-fit-[1.3125] min-[22rem]:[&_[data-slot=section-heading]>h2]:text-fit-[1.375] sm:[&_[data-slot=section-heading]>h2]:text-[1.875rem] max-sm:[&_h2+p]:mt-2.5 max-sm:[&_[data-slot=section-heading]>h2+p]:text-base max-sm:[&_[data-slot=section-heading]>h2+p]:leading-normal'

/** The 'urgent health alert' advertorial (/advertorial-v2). */
export default function AdvertorialPage({ content: copy }: { content: AdvertorialContent }) {
  const orderLink = countedLink(
    'order',
    copy.countedAs,
    outboundLinks.advertorialStoreUrl,
    site.url,
  )
  const offerHref = `#${copy.priceBox.id}`
  return (
    <>
      <Masthead />
      <main {...mainTarget} className="outline-none" data-rest-follows={restArriving}>
        <AlertBanner copy={copy.alert} />
        {/* A jump to a section (the offer's links, the slim bar's, the video's read-on) leaves
            20 px over it: no sticky header here (adv45: the price card's ribbon flush to the
            window's top at 375, 768 and 1280). */}
        <article className={cn(sectionHeadings, '*:scroll-mt-5')}>
          <Byline
            copy={copy.byline}
            advertisement={copy.advertisement}
            photo={copy.story.photo}
            offerHref={offerHref}
          />
          <ExpertQuote copy={copy.expertQuote} />
          <SymptomList copy={copy.symptoms} orderLink={orderLink} />
          <Statistics copy={copy.statistics} />
          <PersonalStory copy={copy.story} offerHref={offerHref} orderLink={orderLink} />
          <VideoSection copy={copy.video} checkExistingPlayer={false} readOn={copy.consequences} />
          <Consequences copy={copy.consequences} />
          <Endorsement copy={copy.endorsement} />
          <KitSteps copy={copy.kit} />
          <ValueStack copy={copy.valueStack} />
          <PriceBox copy={copy.priceBox} orderLink={orderLink} />
          <GuaranteeSection copy={copy.guarantee} width="narrow" />
          {/* No score over the stories: the hero's, the price box's and the last offer's hold it,
              each dated (review 26: four dated scores read as a stamp). */}
          <TestimonialsSection copy={copy.testimonials} score={false} />
          <FinalCta copy={copy.finalCta} orderLink={orderLink} />
        </article>
      </main>
      {/* After about a third of the article: once the statistics are read; aside while any
          offer is on screen (the story's Claim card too: rsales18, over its link at 375), its row
          on the article's column. */}
      <SlimBar
        copy={slimBars.advertorial}
        after={copy.statistics.id}
        until={[storyOfferId, copy.priceBox.id, copy.finalCta.id, siteFooterId]}
        target={{ offerHref }}
        width="narrow"
      />
      <SiteFooter deferred width="narrow">
        <Disclaimer copy={copy.footer} />
      </SiteFooter>
      <PrintMasthead width="narrow" />
      <NewTabNote />
    </>
  )
}
