import type { DatedLine } from '@/content/as-of'
import { cast, castConnection } from '@/content/cast'
import { faqCopy } from '@/content/faq'
import {
  bundles,
  claims,
  figures,
  offer,
  type Range,
  range,
  usd,
  type ValueItemId,
} from '@/content/offer'
import {
  disclaimer,
  guaranteeCopy,
  kitComponents,
  kitImage,
  lastOrderNote,
  orderNote,
  priceRise,
  sampleReport,
  scarcityLines,
  testMeasures,
  trustPoints,
} from '@/content/sales-common'
import type {
  CheckoutCopy,
  FaqItem,
  OrderCopy,
  Person,
  ResponsiveImageCopy,
  SalesPageCopy,
  SampleReportCopy,
  SectionCopy,
  Stat,
  TitledText,
} from '@/content/sales-types'
import { testimonials, testimonialsNote } from '@/content/testimonials'

/** What one part of the VSL's order is worth on its own (its bundle: offer.ts). */
function partValue(id: ValueItemId): number {
  const item = bundles.vsl.items.find((part) => part.id === id)
  if (!item) throw new Error(`The VSL's bundle has no ${id}`)
  return item.value
}

/** A testing-gap stage's years from onset (drawn on the timeline) and the label that names them. */
const gapStage = (years: Range) => ({ years, label: `Years ${range(years)}` })

/** A point, or a part of an offer with its value ('$99 value'). */
export type CheckItem = string | { text: string; value: string }

/** The video sales letter template's content, in the order of its sections. */
export interface VslContent extends SalesPageCopy {
  /** The sticky strip: the two badges and one compact order action. */
  header: { badge: string; stock: string; stockDetail: string; action: string }
  hero: SectionCopy & {
    points: readonly string[]
    watchLink: string
    image: ResponsiveImageCopy
    proof: string
    /** The priced order action for a visitor ready before the video: button and one line. */
    order: OrderCopy
    /**
     * For a visitor comparing tests (/google): under the first order, one row of what is
     * measured, who reads it, the laboratory and how soon, each in words the page already says.
     */
    facts?: readonly {
      term: string
      detail: string /** Words held on one line. */
      held?: string
    }[]
    /**
     * What the hero offers first: the video (a visitor who came for the story) or the order (a
     * paid-search visitor who searched for the test). The order is the one filled action either
     * way; the video's way in a text link, over the order or beside it.
     */
    lead: 'video' | 'order'
  }
  expert: SectionCopy & {
    doctor: Person
    cohost: Person
    /** What the experts are to the brand (src/content/cast.ts), beside their endorsement. */
    connection: string
    quote: string
    bio: string
    /** What the masterclass is, in the bio's fold (the connection names it). */
    masterclass: string
    /** The control that unfolds the bio. */
    bioMore: string
  }
  warningSigns: SectionCopy & {
    items: readonly string[]
    /** How many signs a phone shows before the fold. */
    shown: number
    /** The control that unfolds the rest. */
    more: string
    /** What the checklist says before any tick (and without JavaScript). */
    closing: string
    /**
     * What it says back once the visitor ticks, on the device (nothing is stored or sent): the
     * tally (`{count}` and `{total}` filled in), then the line of the highest band whose
     * `from` the count reaches; and the ways on, to the quiz and to the order, the band's `leads`
     * first, drawn as the page's action when it is the order.
     */
    feedback: {
      tally: string
      bands: readonly { from: number; text: string; leads: 'quiz' | 'order' }[]
      quiz: string
      order: string
    }
  }
  condition: SectionCopy & {
    paragraphs: readonly string[]
    /** The control that unfolds the paragraphs after the first. */
    more: string
    triggersHeading: string
    /** `held`: words of the title kept on one line ('1. Chronic / cellular inflammation' at 375, radv20). */
    triggers: readonly (TitledText & { held?: string })[]
  }
  spiral: SectionCopy & { steps: readonly TitledText[]; closing: string }
  founder: SectionCopy & {
    author: Person
    paragraphs: readonly string[]
    /** The control that unfolds the story after its first paragraph. */
    more: string
    pullQuote: string
  }
  testingGap: SectionCopy & {
    stages: readonly (TitledText & {
      /** When the stage runs, in years from onset; drawn on the timeline. */
      years: Range
      label: string
      /** What standard bloodwork shows then, after `bloodworkLabel` (a card keeps it whole where it fits). */
      bloodwork: string
      seenBy?: string
    })[]
    /** Before each stage's `bloodwork`: what is being read. */
    bloodworkLabel: string
    /** Years shown on the timeline graphic's axis. */
    span: number
    /** Word before each year on the axis. */
    axisLabel: string
    closing: string
  }
  standardTests: SectionCopy & { reasons: readonly TitledText[] }
  breakthrough: SectionCopy & {
    paragraphs: readonly string[]
    /** The control that unfolds the paragraphs after the first. */
    more: string
    stats: readonly Stat[]
  }
  kit: SectionCopy & {
    components: readonly TitledText[]
    report: SampleReportCopy
    measures: { heading: string; items: readonly TitledText[] }
  }
  order: SectionCopy & CheckoutCopy & { price: string; compare: Compare; trust: readonly string[] }
  whyNow: SectionCopy & { stats: readonly Stat[]; paragraphs: readonly string[] }
  faq: SectionCopy & { items: readonly FaqItem[] }
  finalOffer: SectionCopy &
    OrderCopy & {
      /** What is included, each part with its value ('$99 value') set in a column of its own. */
      includes: readonly CheckItem[]
      /** Under what is included, from lg (beside the price, its column otherwise half empty). */
      image: ResponsiveImageCopy
      price: string
      futurePrice: string
      /** After the note, while the offer runs (`priceRise`). */
      priceRise: string
      compare: Compare
      scarcity: readonly DatedLine[]
      /** Right under the button, as the first price card's note: where the button goes. */
      checkout: readonly string[]
    }
}

/** A line of words and the phrase in it held on one line ('Today 80% off'). */
type Compare = { text: string; held: string }

/**
 * The order's value and discount, one wording wherever a price stands (round 10: 'Today 80% off.'
 * by the first button, '…: 80% off today' by the last), its discount held with its day (Gecko:
 * 'Today / 80% off.').
 */
const compare = {
  text: `Total value ${figures.vslValue}. Today ${figures.vslDiscount}.`,
  held: `Today ${figures.vslDiscount}`,
} as const satisfies Compare

const orderButton = `Send My Kit for ${figures.price}`

const main = {
  countedAs: { page: 'vsl', variant: 'default' },
  meta: {
    title: 'The Hidden Test Doctors Miss | CellWise Health',
    description:
      'An at-home cellular inflammation and neurotoxic stress test with a one-on-one expert consultation.',
  },
  header: {
    badge: 'Doctor-Recommended Health Assessment',
    stock: `${figures.kitsLeftThisMonth} remaining`,
    stockDetail: 'this month',
    action: 'Order now',
  },
  hero: {
    id: 'hero',
    eyebrow: 'The at-home cellular health test',
    heading: 'Your Bloodwork Says “Normal.” So Why Do You Still Feel Exhausted, Foggy and Heavy?',
    lede: `A new at-home test is ${figures.sensitivity} more sensitive than a standard blood panel. It reveals the cellular inflammation and neurotoxic stress that can build for ${figures.yearsEarly} before anything shows up on routine bloodwork.`,
    points: [
      'Collect your sample at home in minutes',
      `Results in ${figures.results}, explained one-on-one`,
      `Backed by ${figures.studies} published studies`,
    ],
    watchLink: `Watch the ${figures.videoLength} video`,
    image: kitImage,
    proof: `${figures.peopleTested} people have tested with the CellWise kit`,
    lead: 'video',
    order: {
      button: orderButton,
      note: `${figures.shippingTitle} · ${figures.guarantee} money-back guarantee`,
    },
  },
  expert: {
    id: 'expert',
    eyebrow: 'Meet your experts',
    heading: 'A physician who stopped accepting “your labs look fine”',
    doctor: cast.doctor,
    cohost: cast.cohost,
    connection: castConnection,
    bioMore: `About ${cast.doctor.shortName}`,
    bio: `${cast.doctor.shortName} has spent her career with patients whose lab results came back normal while they felt anything but. She helped design the CellWise report of findings so that every member leaves their consultation knowing what their markers mean and what to do next.`,
    // What the masterclass the connection names is, said in place now that no link leaves for it
    // (issue 72); the quiz results' own words for it, without their promise of steps that help.
    masterclass:
      'Her masterclass with the founder is a free live online session on the hidden cellular causes of fatigue, weight gain and blood-sugar swings.',
    quote:
      'Most of the tired, foggy patients I see are not imagining it. Their cells are struggling long before a standard panel can tell. This is the test I wish every one of them had taken first.',
  },
  warningSigns: {
    id: 'warning-signs',
    eyebrow: 'Early warning signs',
    heading: 'Do any of these sound like you?',
    lede: 'Tick each one that sounds like you. On its own, each is easy to shrug\u00a0off; together they are often the first signal that your cells are under stress.',
    items: [
      'You wake up tired, even after a full night of sleep',
      'Brain fog, or losing names and words mid-sentence',
      'Weight that settles around your middle and will not budge',
      'Sugar and carb cravings, especially at night',
      'Needing coffee or energy drinks to get through the afternoon',
      'Being told your bloodwork is “normal” when you feel anything but',
      'A fasting blood sugar that creeps up at every checkup',
      'Close family with type 2 diabetes or insulin resistance',
    ],
    shown: 3,
    more: 'Five more signs',
    closing: 'If two or more describe you, the next few minutes matter.',
    feedback: {
      tally: 'You ticked {count} of {total}.',
      bands: [
        {
          from: 1,
          text: 'One sign on its own is common and easy to explain away. The quiz shows whether your days add up to a pattern.',
          // Is one sign part of a pattern? The quiz says.
          leads: 'quiz',
        },
        {
          from: 2,
          text: 'Two or more together is a pattern worth looking behind. This test measures two things that can sit behind it, cellular inflammation and neurotoxic stress, which routine bloodwork does not.',
          // A visitor who just said "this is me" is led to the order, not away from it (issue 72).
          leads: 'order',
        },
        {
          from: 4,
          text: 'Several at once is worth a closer look soon. The test measures what sits behind signs like these, and your consultation turns it into next steps.',
          leads: 'order',
        },
      ],
      quiz: 'Take the quiz',
      order: 'See the price',
    },
  },
  condition: {
    id: 'condition',
    eyebrow: 'The real problem',
    heading: 'What is metabolic dysfunction?',
    // Round 14: 'What is metabolic / dysfunction?' at 320 and 1280.
    headingHeld: 'metabolic dysfunction?',
    paragraphs: [
      'Metabolic dysfunction is what happens when your cells stop turning food into energy efficiently. Energy drops, fat is stored instead of burned, and blood sugar becomes harder to control.',
      `It is far more common than most people think: an estimated ${figures.usAdultsMetabolic} of U.S. adults show at least one sign of it. Most of them have no idea, because it starts where routine tests do not look.`,
    ],
    more: 'How common it is',
    triggersHeading: 'Three triggers drive it',
    triggers: [
      {
        title: 'Chronic cellular inflammation',
        held: 'Chronic cellular',
        text: 'A low, constant immune response inside your cells that quietly slows energy production and makes insulin less effective.',
      },
      {
        title: 'Neurotoxic stress',
        text: 'Everyday exposures such as heavy metals, pesticides and plastics that burden your nervous system and the mitochondria that power every cell.',
      },
      {
        title: 'Insulin resistance',
        text: 'Cells that stop answering insulin, so sugar lingers in the blood and is stored as fat around the organs and the waist.',
      },
    ],
  },
  spiral: {
    id: 'spiral',
    eyebrow: 'How it feeds itself',
    heading: 'The silent spiral',
    lede: 'Each trigger makes the others worse. Without a test that looks at the cells, the spiral can turn for years in silence.',
    steps: [
      {
        title: 'Stressed cells make less energy',
        text: 'Inflammation and toxic load slow the mitochondria.',
      },
      {
        title: 'You reach for sugar and caffeine',
        text: 'Tiredness and cravings push you toward quick fuel.',
      },
      {
        title: 'Blood sugar spikes and crashes',
        text: 'Insulin rises, and cells respond to it less each time.',
      },
      {
        title: 'Fat builds around the middle',
        text: 'Belly fat releases signals that fuel more inflammation.',
      },
    ],
    closing: 'And the spiral starts again, one turn deeper.',
  },
  founder: {
    id: 'founder-story',
    eyebrow: 'Why CellWise exists',
    heading: 'My “normal” checkups almost cost my family everything',
    author: cast.cohost,
    paragraphs: [
      'Every year my physical came back normal. Every year I was a little more tired, a little heavier around the middle, and a little more dependent on my third coffee of the day. I told myself that was just getting older.',
      'Then my father was diagnosed with type 2 diabetes and heart disease in the same month. His doctor told us his numbers had looked fine until, suddenly, they did not. I remember thinking: if it took years to get here, why did nobody see it coming?',
      `I spent the next years with physicians and lab scientists looking for tests that could see the damage early, at the level of the cell. That search is how I met ${cast.doctor.shortName}, and it is why CellWise exists.`,
    ],
    more: 'Read the rest of the story',
    pullQuote:
      'I built CellWise so that nobody else has to wait for a diagnosis to learn their cells were struggling.',
  },
  video: {
    id: 'video',
    eyebrow: 'The briefing',
    heading: `Watch the free ${figures.videoLength} briefing`,
    lede: `${cast.doctor.shortName} and ${cast.cohost.shortName} explain what routine bloodwork misses, and what you can do about it this month.`,
    title: 'The Hidden Test Your Doctor Is Not Running',
    caption: 'Turn your sound on. The video plays right here on this page.',
  },
  testingGap: {
    id: 'testing-gap',
    eyebrow: 'The testing gap',
    heading: 'Years of damage before a diagnosis',
    // Its tail whole: Gecko's balance broke 'Years of / damage before a diagnosis' at 320 (rsales32).
    headingHeld: 'before a diagnosis',
    lede: 'Metabolic problems do not start the day they are diagnosed. They build in three overlapping stages, and standard bloodwork only sees the last one.',
    span: claims.testingGapYears[2].max,
    axisLabel: 'Year',
    bloodworkLabel: 'Standard bloodwork:',
    stages: [
      {
        ...gapStage(claims.testingGapYears[0]),
        title: 'Cellular stress begins',
        text: 'Inflammation and toxic load build inside the cells. You mostly feel fine.',
        bloodwork: 'normal',
        seenBy: 'A cellular test can see it here',
      },
      {
        ...gapStage(claims.testingGapYears[1]),
        title: 'Symptoms appear',
        text: 'Fatigue, brain fog, cravings and weight around the middle become part of daily life.',
        bloodwork: '“normal” or “borderline”',
      },
      {
        ...gapStage(claims.testingGapYears[2]),
        title: 'A diagnosis arrives',
        text: 'Prediabetes, type 2 diabetes or another chronic condition is finally named.',
        bloodwork: 'flagged, years late',
        seenBy: 'Routine bloodwork sees it here',
      },
    ],
    closing: `A cellular test can show the first stage up to ${figures.yearsEarly} earlier, while the spiral is still easy to reverse with your doctor’s help.`,
  },
  standardTests: {
    id: 'standard-tests',
    eyebrow: 'The blind spot',
    heading: 'Why standard blood tests miss it',
    lede: 'Routine panels are good at what they were built for: catching disease once it is there. They were never built to catch the years before.',
    reasons: [
      {
        title: 'They measure the bloodstream, not the cell',
        text: 'Glucose and cholesterol tell you what is floating in your blood today, not how well your cells are working.',
      },
      {
        title: 'Their ranges are built to find disease',
        text: 'A “normal” range is an average of the population, many of whom are already unwell. Inside it, you can still be getting worse.',
      },
      {
        title: 'They skip inflammation and toxic load',
        text: 'Most annual panels include no marker for cellular inflammation and none for neurotoxic stress.',
      },
      {
        title: 'A short appointment rarely connects the dots',
        text: 'Tiredness, cravings and fog get treated one by one, if at all, instead of as one pattern.',
      },
    ],
  },
  breakthrough: {
    id: 'breakthrough',
    eyebrow: 'The breakthrough',
    heading: 'Measuring your health where it starts: inside the cell',
    more: 'How the panel reads them',
    paragraphs: [
      `Your body runs on ${figures.cells} cells. When they are inflamed or overloaded, they send out measurable signals long before your organs show damage.`,
      `Drawing on ${figures.studies} published studies, the CellWise panel reads those signals from a few drops of blood and a short assessment. It is ${figures.sensitivity} more sensitive to early change than a standard blood panel.`,
    ],
    stats: [
      { value: figures.sensitivity, label: 'more sensitive than a standard blood panel' },
      { value: figures.yearsEarly, label: 'earlier warning than routine bloodwork' },
      { value: figures.studies, label: 'published studies behind the markers' },
    ],
  },
  kit: {
    id: 'kit',
    eyebrow: 'Introducing',
    heading: `The ${offer.productName}`,
    lede: 'Everything you need comes in one box, with a prepaid envelope to send your sample back.',
    components: kitComponents,
    report: sampleReport,
    measures: testMeasures,
  },
  order: {
    id: 'order',
    heading: 'Get your kit today',
    price: figures.price,
    compare,
    button: orderButton,
    note: orderNote,
    trust: trustPoints.map((point) => point.text),
  },
  whyNow: {
    id: 'why-now',
    eyebrow: 'Why it matters now',
    heading: 'Every year you wait, the spiral gets harder to reverse',
    stats: [
      { value: figures.adultsWithDiabetes, label: 'adults worldwide now live with diabetes' },
      {
        value: figures.usAdultsMetabolic,
        label: 'of U.S. adults show signs of metabolic dysfunction',
        // Beside '537 million' in the heading face at 320 (a 149 px caption): 'of U.S. adults
        // show / signs of / metabolic dysfunction' (review 44: or 'signs' alone).
        held: 'show signs',
      },
      { value: figures.yearsOfLifeLost, label: 'of life that uncontrolled diabetes can take' },
    ],
    paragraphs: [
      'Caught in the first stage, many of these changes respond to simple shifts in food, sleep, movement and your doctor’s care. Caught in the last, the conversation is about managing a disease.',
      'The only difference between the two is when you look.',
    ],
  },
  testimonials: {
    id: 'testimonials',
    eyebrow: 'Real stories',
    heading: 'What members say after seeing their results',
    lede: `${figures.peopleTested} people have tested with the CellWise kit, and ${figures.storiesShared} have shared their stories with us.`,
    ledeFigures: ['peopleTested', 'storiesShared'],
    items: [testimonials.karen, testimonials.robert, testimonials.denise],
    note: testimonialsNote,
  },
  guarantee: guaranteeCopy,
  faq: faqCopy,
  finalOffer: {
    id: 'final-offer',
    eyebrow: 'Launch offer',
    heading: 'Find out what your bloodwork is missing',
    lede: 'Order today and your kit ships at once. Everything below is included.',
    // The page's one price anchor, itemised: each part of the kit at its own value, then the total.
    image: kitImage,
    includes: [
      ...kitComponents.map((part) => ({
        text: part.title,
        value: `${usd(partValue(part.id))} value`,
      })),
      figures.shippingTitle,
    ],
    price: figures.price,
    futurePrice: figures.futurePrice,
    compare,
    scarcity: scarcityLines,
    button: orderButton,
    checkout: orderNote,
    note: lastOrderNote,
    priceRise,
  },
  footer: disclaimer,
} as const satisfies VslContent

/** Paid-search visitors searched for the test itself: lead with the test, not the story. */
const google = {
  ...main,
  countedAs: { page: 'google', variant: 'default' },
  meta: {
    title: 'At-Home Cellular Inflammation Test | CellWise Health',
    description:
      'Find out what standard blood tests miss: an at-home cellular inflammation and neurotoxic stress test with expert review.',
  },
  hero: {
    ...main.hero,
    eyebrow: 'At-home test · Expert review',
    lead: 'order',
    heading: 'The At-Home Cellular Inflammation Test That Sees What Routine Bloodwork Misses',
    lede: `Measure cellular inflammation and neurotoxic stress from home, then review every marker one-on-one with a trained practitioner. ${figures.sensitivity} more sensitive than a standard panel, for ${figures.price} (total value ${figures.vslValue}).`,
    facts: [
      // Round 12: its column from lg as wide as 'Cellular inflammation', two lines.
      {
        term: 'Measures',
        detail: 'Cellular inflammation and neurotoxic stress',
        held: 'Cellular inflammation',
      },
      // Round 11, Gecko at 375: 'A trained / practitioner, one-on-one'; the phrase held from sm,
      // on a phone the last pair (round 13: 'one-on-one' alone at 375 in Gecko).
      {
        term: 'Read by',
        detail: 'A trained practitioner, one-on-one',
        held: 'A trained practitioner',
      },
      // rsales28: 'In / 7–10 business days' in a column; held whole.
      { term: 'Results', detail: `In ${figures.results}`, held: `In ${figures.results}` },
    ],
  },
  order: { ...main.order, heading: 'Order your at-home test' },
  finalOffer: { ...main.finalOffer, heading: 'Order your cellular health test today' },
} as const satisfies VslContent

/**
 * Variant `b` of `/`, shown at `/?v=b` (docs/experiments.md): the same page under a second
 * headline, for the experiment `vsl-headline` (src/content/experiments.ts).
 */
const mainHeadlineB = {
  ...main,
  countedAs: { page: 'vsl', variant: 'b' },
  hero: {
    ...main.hero,
    heading: 'Exhausted, Foggy and Heavy, While Your Bloodwork Says “Normal”?',
  },
} as const satisfies VslContent

/**
 * One content object per VSL page and content variant; a new page is an entry here plus a route
 * line, a new variant an entry here plus a line in its route's `variants`.
 */
export const vslVariants = { main, google, mainHeadlineB } as const satisfies Record<
  string,
  VslContent
>

export type VslVariant = keyof typeof vslVariants
