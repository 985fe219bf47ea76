import { company } from '@/config/page-settings'
import { contactEmail, postalAddress } from '@/content/contact'
import { labUnits, sampleTestedBy } from '@/content/proof'
import { type DocumentContent, type DocumentSection, siteCopy } from '@/content/site'

const { brandName } = siteCopy

/**
 * The privacy page's copy, a module of its own: what a page imports of src/content/site.ts (the
 * footer, the header's brand) does not bring this page's text into its bundle.
 */
export interface PrivacyContent extends DocumentContent {
  /** The state consumer health-data laws a visitor may use, by name. */
  healthDataLaws: readonly string[]
  /** What is collected, what the quiz keeps, where links lead, and who to ask. */
  sections: readonly DocumentSection[]
  /** The one third party, named by the host the build loads the video player from. */
  videoHost: { title: string; text: (host: string) => string }
}

/** The state laws that give a visitor rights over consumer health data (named on /privacy). */
const healthDataLaws = [
  'Washington’s My Health My Data Act',
  'Nevada’s consumer health data law (Senate Bill 370)',
  'The consumer health data provisions of Connecticut’s Data Privacy Act (CTDPA)',
  'Maryland’s Online Data Privacy Act',
  'California’s Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA)',
] as const

export const privacyPage = {
  meta: {
    title: `Privacy | ${brandName}`,
    description: `What the ${brandName} pages collect (nothing), the one third party the sales pages contact (the video player’s host) and what the quiz keeps (your answers, in your browser tab, while you answer).`,
  },
  heading: 'Privacy',
  // The one exception in the lede, and its section second: eighth of nine, it read as hidden
  // (round 17).
  lede: 'The short version: these pages collect nothing about you; only the video player’s host sees a visit to a sales page.',
  updated: '2026-11-28',
  sections: [
    {
      title: 'What these pages collect',
      text: 'Nothing about you. There are no accounts or forms, and the pages set no cookies and run no analytics, ad pixels or other trackers.',
    },
    {
      title: 'What we count, and what we do not',
      // What is counted, what never goes with a count and what is not counted, a paragraph each:
      // one ran to 18 lines at 375 px (round 14).
      text: 'To learn which of our pages leads to orders, the server that sends them keeps counts, nothing more: for each day, how many times each sales page (and each version of it we are trying) was opened, and how many times its order buttons were clicked. A count is a number against the day, the page, its version and the step.',
      more: [
        'Nothing about you goes with it: no cookie, no identifier, no IP address, no browser details, no address you came from, and the servers keep no log of who asked for the pages.',
        'Search engines’ visits and pages a browser loads ahead of time are not counted. The quiz counts nothing and sends nothing.',
      ],
    },
    {
      title: 'What the quiz keeps',
      // What is kept, while and why; then what is not: once, as the quiz does it (src/actors/quiz.ts
      // keeps a question's progress and forgets it on the results). Round 17 read 'until you close
      // it' against 'once your results show, nothing is kept', and a third paragraph repeating both.
      text: 'While you answer, the quiz keeps your answers, and the question you are on, in this browser tab’s own session storage, so that a reload, or your phone reopening the tab, brings you back to that question. They are never sent: your score is worked out in your browser.',
      more: [
        'Once your results show, nothing is kept: a reload, or a new tab, starts the quiz afresh.',
      ],
    },
    {
      title: 'Links that leave this site',
      text: 'Two kinds of button leave these pages, each in a new tab: order buttons open our store, and masterclass buttons open its registration page.',
      items: [
        'Each goes straight there. When you click an order button, your browser tells this site of the click (a “ping”, which some browsers, Firefox among them, do not send), and the site counts it as above, nothing more. A masterclass button, on the quiz, sends nothing.',
        'All those pages receive from ours are the campaign tags already in the address you arrived with (UTM tags, gclid, fbclid), so that we know which ad brought you.',
        'Those sites have their own privacy terms.',
      ],
    },
    {
      // FOR COUNSEL: what is kept and for how long is our draft, to be checked against the store's
      // and the laboratory's own retention before launch.
      title: 'After you order',
      // One line at 1280: '…these pages, / so here is where:' ended short there (round 17).
      text: `Your order and your sample go further than these pages:`,
      // The laboratory's line ends whole ('a CLIA-certified / laboratory.' in Gecko, round 14),
      // and its name's last words ('Northfield Clinical / Laboratories,' at 320, review 45), as
      // /terms has them.
      units: labUnits,
      items: [
        sampleTestedBy,
        'Our store keeps your order (your name, shipping address, email and what you bought) to deliver the kit, honor the guarantee and meet tax law, for as long as that law requires.',
        'The laboratory keeps your results for as long as the rules that govern laboratories require (at least two years in the United States), and we keep your report to send it to you and walk you through it on your consultation.',
        // The address at the item's end, whole: after 'Email' alone it broke at its '@' at 320
        // (review 32).
        `To ask what we hold about you, at any time, email ${contactEmail}.`,
      ],
    },
    {
      title: 'Your rights under state health-data laws',
      text: 'Several US states give you rights over health data a business holds about you. Under them you may:',
      // No holds but each item's last pair: 'consent you gave' held split 'withdraw any / consent
      // you gave' at 320 (review 43), where the item is 287 px in a 264 px line; now 'withdraw any
      // consent / you gave', its clause's own break. The laws balanced (src/components/site/
      // document-page.tsx): 'Privacy Act (CTDPA)' held set three uneven lines at 375 (review 43).
      items: [
        'ask whether we hold such data about you, and see it',
        'have it deleted',
        'withdraw any consent you gave',
        'appeal if we refuse',
      ],
      cites: { text: 'These rights come from:', items: healthDataLaws },
    },
    {
      title: 'How to use them',
      text: `These pages hold no health data: your quiz answers never leave your browser tab. For what you gave our store when you ordered, email ${contactEmail} with your request, saying which state you live in, and we will answer within the time your state’s law allows.`,
    },
    {
      title: 'Questions',
      // The address after a lead, so that it opens the second line whole on a phone: after
      // 'Email' alone it broke at its '@' at 320 (review 32).
      // The postal address a block of lines under it, as the footer's: run into the sentence, it
      // left short lines ('CellWise Health, Inc.,' 191 of 335 px at 375, 'Suite 400,' alone at
      // 320, review 44).
      text: `To ask about your data, email ${contactEmail} and a person will answer, or write to:`,
      address: [company.name, ...postalAddress],
    },
  ],
  healthDataLaws,
  videoHost: {
    title: 'The one third party: our video host',
    text: (host) =>
      `The video on our sales pages plays from our video host, ${host}. When the player loads, your browser asks that host for it, as it would any website, so the host sees your IP address and browser details. The quiz and this page contact no one.`,
  },
} as const satisfies PrivacyContent
