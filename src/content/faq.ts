import { figures } from '@/content/offer'
import type { FaqItem } from '@/content/sales-types'

/** The six questions of the VSL pages' FAQ; the answers ship in the HTML. */
export const salesFaq = [
  {
    question: 'How does the at-home test work?',
    answer: `Your kit arrives by ${figures.shipping} with everything you need. The finger-prick sample and the neurotoxic stress questionnaire take minutes. Mail the sample back in the prepaid envelope and our partner lab does the rest.`,
  },
  {
    question: 'When will I get my results?',
    answer: `Your results are ready ${figures.results} after the lab receives your sample. We email you the moment they are in, with a link to book your one-on-one consultation.`,
  },
  {
    question: 'What happens on the consultation?',
    answer:
      'A trained practitioner walks you through your report of findings marker by marker, explains what each result means for your energy, weight and focus, and gives you a clear plan to discuss with your own doctor.',
  },
  {
    question: 'Does this replace my doctor?',
    answer:
      'No. CellWise is a wellness screening that looks at markers routine panels usually leave out. It does not diagnose disease. Many members share their report with their physician, and we encourage it.',
  },
  {
    question: 'What if it is not right for me?',
    answer: `You are covered by our ${figures.guarantee} money-back guarantee. Email ${figures.email} within ${figures.guaranteeDays} of your order for a ${figures.refundPercent} refund, which reaches your account in ${figures.refundTime}.`,
  },
  {
    question: 'Why is the price so low right now?',
    answer: `Bought one by one, the test, the assessment and your one-on-one consultation come to ${figures.vslValue}. During our launch all three are ${figures.price} together, ${figures.vslDiscount}. When the promotion ends the price goes up to ${figures.futurePrice}.`,
  },
] as const satisfies readonly FaqItem[]

export const faqCopy = {
  id: 'faq',
  eyebrow: 'Questions',
  heading: 'Frequently asked questions',
  items: salesFaq,
} as const
