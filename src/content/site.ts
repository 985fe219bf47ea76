import { company } from '@/config/company'
import { contactEmail } from '@/content/contact'
import type { PageMetaCopy, TitledText } from '@/content/sales-types'

const brandName = 'CellWise Health'

/** Site-wide copy that belongs to no single page. */
export const siteCopy = {
  brandName,
  productName: 'Metabolic Dysfunction',
} as const

/**
 * The footer every page ends with: the company that runs the site, its postal address, how to
 * reach it (the address the guarantee's refunds go to), the privacy and terms pages and the
 * copyright. The sales pages add their disclaimers above it, the quiz its own.
 */
export const siteFooter = {
  operator: `${company.legalName} runs this site and makes the CellWise Cellular Health Kit.`,
  address: company.address,
  contactLabel: 'Questions? Email',
  email: contactEmail,
  phoneLabel: 'or call',
  phone: company.phone,
  linksName: 'About this site',
  privacyLink: 'Privacy: what these pages collect',
  termsLink: 'Terms of sale, shipping and returns',
  // 'Inc.' ends the sentence itself.
  copyright: `© ${company.legalName.replace(/\.?$/, '.')} All rights reserved.`,
} as const

export const errorScreenCopy = {
  title: 'Unexpected Application Error!',
  fallbackMessage: 'Something went wrong while showing this page.',
  homeLink: 'Return to Home',
} as const

export interface NotFoundContent {
  meta: PageMetaCopy
  code: string
  title: string
  lede: string
  homeLink: string
  quizLink: string
}

export const notFoundCopy = {
  meta: {
    title: `Page not found | ${brandName}`,
    description: `This page does not exist. Return to the ${brandName} home page.`,
  },
  code: '404',
  title: 'Oops! Page not found',
  lede: 'The page you asked for is not here. It may have moved, or the link may be mistyped.',
  homeLink: 'Return to Home',
  quizLink: 'Take the free metabolic quiz',
} as const satisfies NotFoundContent

/** A page of plain terms (/privacy, /terms): a heading, when its text last changed, its sections. */
export interface DocumentContent {
  meta: PageMetaCopy
  heading: string
  lede: string
  /** The day its text last changed, as YYYY-MM-DD. */
  updated: string
  sections: readonly TitledText[]
}

/** How a page of terms says when it last changed. */
export const documentCopy = {
  updatedLabel: 'Last updated',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
} as const

/** '2026-11-24' -> 'November 24, 2026'. Not toLocaleDateString: the build's locale is not the visitor's. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${documentCopy.months[(month ?? 1) - 1]} ${day}, ${year}`
}

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

/** 'a', 'b' and 'c'. */
export function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`
}

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
      text: 'Your answers stay in this browser tab until you close it; they are never sent. The quiz keeps them, and the question you are on, in the tab’s own session storage, so that a reload, or your phone reopening the tab, brings you back to where you were. Your score is worked out from them in your browser. Closing the tab clears them, and a new tab starts the quiz afresh.',
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
      text: `Email ${contactEmail} and a person will answer, or write to ${company.legalName}, ${company.address.join(', ')}.`,
    },
  ],
  healthDataLaws,
  videoHost: {
    title: 'The one third party',
    text: (host) =>
      `The video on our sales pages plays from our video host, ${host}. When the player loads, your browser asks that host for it, as it would any website, so the host sees your IP address and browser details. The quiz and this page contact no one.`,
  },
} as const satisfies PrivacyContent
