import { figures, offer } from '@/content/offer'
import type { DisclaimerCopy, GuaranteeCopy, TitledText } from '@/content/sales-types'

/** Copy shared by the VSL pages and the advertorial: the people, the guarantee, the small print. */

/** The kit box, as every page shows it. */
export const kitImage = {
  src: '/images/sales/kit-box.svg',
  alt: `The ${offer.productName}: a teal box with a sample card, lancets, a questionnaire and a prepaid return envelope`,
  width: 640,
  height: 520,
} as const

/** What comes with every order: the three lines shown beside order buttons. */
export const trustPoints = [
  { id: 'shipping', text: figures.shippingTitle },
  { id: 'guarantee', text: `${figures.guarantee} money-back guarantee` },
  { id: 'results', text: `Results in ${figures.results}` },
] as const

export const guaranteeCopy = {
  id: 'guarantee',
  eyebrow: 'Zero risk',
  // A word joiner after the hyphen keeps 'money-back' on one line in the large heading (see nb in
  // offer.ts).
  heading: `Our ${figures.guarantee} money-\u2060back guarantee`,
  seal: {
    arc: 'Money-back guarantee',
    days: String(offer.guarantee.days),
    unit: 'Days',
    label: `${figures.guarantee} money-back guarantee`,
  },
  paragraphs: [
    'Take the test, read your report and have your one-on-one consultation. If you do not feel it was worth every penny, you do not pay for it.',
    `Email ${figures.email} within ${figures.guaranteeDays} of your order and we refund ${figures.refundPercent} of your purchase. The refund reaches your account in ${figures.refundTime}. No forms, no hoops.`,
  ],
} as const satisfies GuaranteeCopy

export const disclaimer = {
  fda: 'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease.',
  smallPrint: [
    'The CellWise Cellular Health Kit is a wellness screening. It does not replace the advice, diagnosis or treatment of your physician; talk to your doctor before changing your diet, medication or exercise.',
    'Testimonials reflect the experiences of individual customers. Results vary from person to person and are not guaranteed.',
    `Every order is covered by our ${figures.guarantee} money-back guarantee: email ${figures.email} for a refund within ${figures.refundTime}.`,
  ],
} as const satisfies DisclaimerCopy

export const kitComponents = [
  {
    title: 'Cellular Inflammation Test',
    text: 'A simple finger-prick blood spot, collected at home in minutes, that measures the inflammation markers routine panels leave out.',
  },
  {
    title: 'Neurotoxic Stress Assessment',
    text: 'A lab marker panel and a guided questionnaire that show how heavily everyday toxins are weighing on your nerves and mitochondria.',
  },
  {
    title: 'One-on-One Report-of-Findings Consultation',
    text: 'A private video call with a trained practitioner who explains every result in plain language and maps out your next steps.',
  },
] as const satisfies readonly TitledText[]
