import { company } from '@/config/page-settings'
import { advertorial } from '@/content/advertorial'
import { postalAddress } from '@/content/contact'
import { bundles, figures, offer } from '@/content/offer'
import { labUnits, sampleTestedBy } from '@/content/proof'
import { disclaimer } from '@/content/sales-common'
import { type DocumentContent, listOf, siteCopy } from '@/content/site'

const { name: legalName, phone } = company

/** What only the advertorial's order adds to the VSL's: the seminar (the product decisions). */
const advertorialExtras = bundles.advertorial.items.filter(
  (item) => !bundles.vsl.items.includes(item),
)

/**
 * /terms: what a buyer agrees to, in plain words. Every price, time and guarantee is read from
 * the offer (src/content/offer.ts), the seller and the laboratory from the settings
 * (src/config/page-settings.ts). FOR COUNSEL: 'Who may order' and 'Governing law and disputes' are
 * our draft; the law is the seller's home state's, named by the company's address, as no setting
 * names a jurisdiction.
 */
export const termsPage = {
  meta: {
    title: `Terms of sale, shipping and returns | ${siteCopy.brandName}`,
    description: `How ${legalName} sells the ${offer.productName}: the price, ${figures.shipping}, results in ${figures.results} and the ${figures.guarantee} money-back guarantee.`,
  },
  heading: 'Terms of sale, shipping and returns',
  lede: `The short version: ${figures.price}, ${figures.shipping}, results in ${figures.results}, and your money back, for any reason, if you ask within ${figures.guaranteeDays} of your order.`,
  updated: '2026-11-28',
  sections: [
    {
      title: 'Who sells the kit',
      // Its address under Questions and in the footer, not here too (round 17). Its end 'these
      // terms apply.', not '…apply to / your order.' alone after a gap (Chromium at 1280, review 23).
      text: `${legalName} sells the ${offer.productName} through its online store (its address is under Questions, below). When you order, you buy from ${legalName}, and these terms apply.`,
    },
    {
      title: 'Who may order',
      text: `You must be at least eighteen years old to order the kit and take the test. By ordering you confirm that you are, and that the sample you send is your own.`,
    },
    {
      title: 'What you buy',
      // Its parts a list: in one sentence they ran together (round 14).
      text: `Each order is one ${offer.productName}:`,
      // The kit first: it is what the rest are about (round 17).
      items: [
        ...bundles.vsl.items.filter((item) => item.id === 'inflammation-test'),
        ...bundles.vsl.items.filter((item) => item.id !== 'inflammation-test'),
      ].map((item) => item.name),
      // The consultation's name breaks before its last words, never leaving 'Consultation' alone
      // (320 and 375, issue 72).
      phrases: ['Report-of-Findings Consultation'],
      after: `Orders from the offer in our sponsored article, marked ${advertorial.advertisement.label} at its top, also come with the ${listOf(advertorialExtras.map((item) => item.name))}; other orders do not include it.`,
    },
    {
      title: 'Price and payment',
      text: `The price is ${figures.price} in US dollars, paid at checkout in our store, with no charge for shipping. It is a promotional price: when the promotion ends, the price rises to ${figures.futurePrice}. The price shown at checkout is the price you pay.`,
      // Its last line a phrase from sm, about a quarter of the measure: 'price you pay.' (126 of
      // 648 px, Chromium) and 'you pay.' (75, Gecko) stood alone at 1280 (review 41). On a phone
      // its last pair alone: the phrase held left 'at checkout is' 125 of 280 px at 320 (review 44).
      tailFromSm: 'the price you pay.'.length,
    },
    {
      title: 'Shipping',
      text: `${figures.shippingTitle} on every order. The kit arrives with everything you need to take your sample at home and a prepaid envelope to mail it back to the laboratory. ${sampleTestedBy}`,
      // The laboratory's name whole, and its line's end ('…a CLIA-certified / laboratory.' in
      // Gecko, round 14; '…Meridian Clinical / Laboratories,' at 375, review 24; '…Laboratories,
      // a / CLIA-certified laboratory.' at 375, review 25).
      units: labUnits,
    },
    {
      title: 'Your results',
      text: `Your results are ready ${figures.results} after the laboratory receives your sample. We email you the moment they are in, with a link to book your one-on-one consultation.`,
    },
    {
      title: `The ${figures.guarantee} money-back guarantee`,
      // The address after a lead of a line's width less its own, so that it opens the second line
      // whole on a phone and stays on the first from sm: after 'If you are not satisfied, for any
      // reason, email' it went whole to the next line, leaving that one short (1280 and 375,
      // review 29); after 'Email' alone, it broke at its '@' at 320 (review 32).
      text: `To ask for a refund, email ${figures.email} within ${figures.guaranteeDays} of your order: if you are not satisfied, for any reason, we refund ${figures.refundPercent} of your purchase. The refund reaches your account in ${figures.refundTime}.`,
    },
    {
      title: 'Returns',
      // The address after a lead as above: after '…used or not. An email to' it went whole to the
      // next line, leaving that one short (WebKit at 375, review 29); after 'Email' alone, it
      // broke at its '@' at 320 (review 32).
      text: `To get your money back, email ${figures.email} within ${figures.guaranteeDays} of your order: that is all it takes. The guarantee is our returns policy, so you do not need to send the kit back, used or not.`,
      // Its end whole: 'or not.' alone at 375.
      phrases: ['used or not'],
    },
    { title: 'Health information', text: `${disclaimer.fda} ${disclaimer.smallPrint[0]}` },
    {
      title: 'Governing law and disputes',
      text: `These terms are governed by the laws of the US state where ${legalName} has its principal office, at the address below, and by US federal law. Nothing in these terms takes away a right that the consumer law of your own state gives you.`,
      // The address after a paragraph's lead: after '…If something goes wrong, email' mid-paragraph
      // it went whole to the next line, leaving that one short (1280, review 29); after 'Email'
      // alone, it broke at its '@' at 320 (review 32). The consumer-law sentence before it, with
      // the law it qualifies, so that neither paragraph ends on a stub.
      more: [
        `If a problem arises, email ${figures.email} first: we will try to settle any dispute with you informally. A dispute not settled may be taken to the courts of that state, or to a small-claims court where you live.`,
      ],
      // Its last three words held: with 'a small-claims' held before them, the paragraph ends in
      // two held runs, so no `pretty` there (WebKit's crash, docs/decisions.md joins1), and its
      // held last pair stood alone ('you live.' at 1280, review 36).
      phrases: ['where you live.'],
    },
    {
      title: 'Questions',
      // The address's parts each whole (review 29); 'A person will answer' inside the sentence,
      // not split after it ('A person / will answer.', review 29).
      // The postal address a block of lines under it, as the footer's (review 44: run into the
      // sentence, 'CellWise Health, Inc.,' 191 of 335 px at 375, 'Suite 400,' alone at 320).
      text: `To ask about an order, email ${figures.email}${phone ? ` or call ${phone}` : ''} and a person will answer, or write to:`,
      address: [legalName, ...postalAddress],
    },
  ],
} as const satisfies DocumentContent
