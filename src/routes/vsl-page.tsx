import { Disclaimer } from '@/components/sales/disclaimer'
import { SlimBar } from '@/components/sales/slim-bar'
import { PrintMasthead } from '@/components/site/print-masthead'
import { SiteFooter, siteFooterId } from '@/components/site/site-footer'
import { mainTarget } from '@/components/site/skip-link'
import { NewTabNote } from '@/components/ui/outbound-link'
import { outboundLinks, site } from '@/config/page-settings'
import { restArriving, slimBars } from '@/content/sales-common'
import type { VslContent } from '@/content/vsl'
import { countedLink } from '@/lib/counting'
import { FaqSection } from '@/sections/shared/faq-section'
import { GuaranteeSection } from '@/sections/shared/guarantee-section'
import { TestimonialsSection } from '@/sections/shared/testimonials-section'
import { VideoSection } from '@/sections/shared/video-section'
import { Breakthrough } from '@/sections/vsl/breakthrough'
import { Condition } from '@/sections/vsl/condition'
import { ExpertCard } from '@/sections/vsl/expert-card'
import { FinalOffer } from '@/sections/vsl/final-offer'
import { FounderStory } from '@/sections/vsl/founder-story'
import { HeaderStrip } from '@/sections/vsl/header-strip'
import { Hero } from '@/sections/vsl/hero'
import { Kit } from '@/sections/vsl/kit'
import { OrderCta } from '@/sections/vsl/order-cta'
import { Spiral } from '@/sections/vsl/spiral'
import { StandardTests } from '@/sections/vsl/standard-tests'
import { TestingGap } from '@/sections/vsl/testing-gap'
import { WarningSigns } from '@/sections/vsl/warning-signs'
import { WhyNow } from '@/sections/vsl/why-now'

/** The video sales letter (/ and its variants): one template, fed by the variant's content. */
export default function VslPage({ content: copy }: { content: VslContent }) {
  const orderLink = countedLink('order', copy.countedAs, outboundLinks.vslStoreUrl, site.url)
  return (
    <>
      <HeaderStrip copy={copy.header} orderLink={orderLink} />
      <main {...mainTarget} className="outline-none" data-rest-follows={restArriving}>
        <Hero
          copy={copy.hero}
          videoId={copy.video.id}
          nextId={copy.expert.id}
          orderLink={orderLink}
        />
        <ExpertCard copy={copy.expert} />
        <WarningSigns copy={copy.warningSigns} orderId={copy.order.id} />
        <Condition copy={copy.condition} />
        <Spiral copy={copy.spiral} />
        <FounderStory copy={copy.founder} />
        <VideoSection copy={copy.video} checkExistingPlayer={true} readOn={copy.testingGap} />
        <TestingGap copy={copy.testingGap} />
        <StandardTests copy={copy.standardTests} />
        <Breakthrough copy={copy.breakthrough} />
        <Kit copy={copy.kit} />
        <OrderCta copy={copy.order} orderLink={orderLink} />
        <WhyNow copy={copy.whyNow} />
        <TestimonialsSection copy={copy.testimonials} />
        <GuaranteeSection copy={copy.guarantee} />
        <FaqSection copy={copy.faq} />
        <FinalOffer copy={copy.finalOffer} orderLink={orderLink} />
      </main>
      <SlimBar
        copy={slimBars.vsl}
        after={copy.hero.id}
        until={[copy.order.id, copy.finalOffer.id, siteFooterId]}
        target={{ orderLink }}
        className="lg:hidden"
      />
      <SiteFooter deferred width="default" className="lg:py-10">
        <Disclaimer copy={copy.footer} />
      </SiteFooter>
      <PrintMasthead />
      <NewTabNote />
    </>
  )
}
