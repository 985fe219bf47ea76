import { company } from '@/config/page-settings'
import { contactEmail } from '@/content/contact'
import type { TitledText } from '@/content/sales-types'
import { type DocumentContent, listOf, siteCopy } from '@/content/site'

const { brandName } = siteCopy

/**
 * The privacy page's copy, a module of its own: what a page imports of src/content/site.ts (the
 * footer, the header's brand) does not bring this page's text into its bundle.
 */
export interface PrivacyContent extends DocumentContent {
  /** The state consumer health-data laws a visitor may use, by name. */
  healthDataLaws: readonly string[]
  /** What is collected, what the quiz keeps, where links lead, and who to ask. */
  sections: readonly TitledText[]
  /** The one third party, named by the host the build loads the video player from. */
  videoHost: { title: string; text: (host: string) => string }
}

/** The state laws that give a visitor rights over consumer health data (named on /privacy). */
const healthDataLaws = [
  'Washington’s My Health My Data Act',
  'Nevada’s consumer health data law (Senate Bill 370)',
  'the consumer health data provisions of Connecticut’s Data Privacy Act (CTDPA)',
  'Maryland’s Online Data Privacy Act',
  'California’s Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA)',
] as const

export const privacyPage = {
  meta: {
    title: `Privacy | ${brandName}`,
    description: `What the ${brandName} pages collect (nothing), what the quiz keeps (your answers, in your browser tab until you close it) and the one third party the sales pages contact.`,
  },
  heading: 'Privacy',
  lede: 'The short version: these pages collect nothing about you.',
  updated: '2026-11-25',
  sections: [
    {
      title: 'What these pages collect',
      text: 'Nothing. There are no accounts and no forms, and the pages set no cookies and run no analytics, advertising pixels or other trackers.',
    },
    {
      title: 'What the quiz keeps',
      text: 'Your answers stay in this browser tab until you close it; they are never sent. The quiz keeps them, and the question you are on, in the tab’s own session storage, so that a reload, or your phone reopening the tab, brings you back to the question you were on; once your results show, nothing is kept, and a reload starts the quiz afresh. Your score is worked out from them in your browser. Closing the tab clears them, and a new tab starts the quiz afresh.',
    },
    {
      title: 'Links that leave this site',
      text: 'Order buttons open our store, and the masterclass buttons its registration page, in a new tab; those pages have their own privacy terms. All they receive from these pages are the campaign tags already in the address you arrived with (utm_ tags, gclid, fbclid), so that we know which ad brought you.',
    },
    {
      title: 'Your rights under state health-data laws',
      text: `Several US states give you rights over health data a business holds about you: ${listOf(healthDataLaws)}. Under them you may ask whether we hold such data about you, to see it, to have it deleted and to withdraw any consent you gave, and you may appeal if we refuse. These pages hold none: your quiz answers never leave your browser tab. For what you gave our store when you ordered, email ${contactEmail} with your request, saying which state you live in, and we will answer within the time your state’s law allows.`,
    },
    {
      title: 'Questions',
      text: `Email ${contactEmail} and a person will answer, or write to ${company.name}, ${company.address.join(', ')}.`,
    },
  ],
  healthDataLaws,
  videoHost: {
    title: 'The one third party',
    text: (host) =>
      `The video on our sales pages plays from our video host, ${host}. When the player loads, your browser asks that host for it, as it would any website, so the host sees your IP address and browser details. The quiz and this page contact no one.`,
  },
} as const satisfies PrivacyContent
