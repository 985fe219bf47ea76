import type { DatedLine } from '@/content/as-of'
import { cast, castConnection, castHostRole } from '@/content/cast'
import { bundles, figures, offer, usd } from '@/content/offer'
import { photoOf, storyDrawing } from '@/content/photos'
import {
  disclaimer,
  guaranteeCopy,
  kitImage,
  lastOrderNote,
  orderNote,
  priceRise,
  sampleReport,
  scarcityLines,
  trustPoints,
} from '@/content/sales-common'
import type {
  CheckoutCopy,
  ImageCopy,
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

/** The advertorial article's content, in the order of its sections. */
export interface AdvertorialContent extends SalesPageCopy {
  /**
   * What the article is, said by its headline (an ad formatted as an article; FTC 2015). Its
   * masthead is the brand's logo alone: a publication's name there read as a journal's page
   * (round 14: 'Health Journal').
   */
  advertisement: { label: string; sponsor: string }
  alert: {
    id: string
    label: string
    text: string
    /** The alert as phones show it, on one line under the masthead: the label and a few words. */
    short: { label: string; text: string }
  }
  byline: SectionCopy & {
    /**
     * The article's lead picture, under the byline (the words and the way to the offer come
     * first): the story's landscape photograph when the brand made its set (`story.photo`), else
     * this drawing.
     */
    leadImage: ImageCopy
    /** The lede's last phrase, held on one line (Line). */
    ledeHeld: string
    /** Under the drawing; under the photograph, `leadPhotoCaption`: each says what it shows. */
    leadCaption: string
    leadPhotoCaption: string
    /** A link from the opening to the offer further down (the price box). */
    offerLink: string
    author: string
    authorInitials: string
    /** The brand's photograph of the author (src/content/photos.ts), 64 px; null: their initials. */
    authorPhoto: ResponsiveImageCopy | null
    authorRole: string
    /** When the article was published: an ISO date (YYYY-MM-DD), shown in words in the byline. */
    published: string
    publishedLabel: string
    reviewer: string
    /** What the reviewer is to the brand (src/content/cast.ts). */
    connection: string
  }
  /** Her role said with the disclosure (`castHostRole`): the byline has said it whole. */
  expertQuote: SectionCopy & { quote: string; person: Person }
  symptoms: SectionCopy & {
    items: readonly string[]
    closing: string
    /**
     * The compact offer under the closing, where the article first names its test: a reader who
     * recognizes the signs can order within three screens of a phone, without the story moving.
     */
    offer: { label: string; name: string; price: string; terms: string; orderButton: string }
  }
  statistics: SectionCopy & { stats: readonly Stat[]; note: string }
  story: SectionCopy & {
    /** What the story is (a customer's, or a composite), in one line under its heading. */
    note: string
    paragraphs: readonly string[]
    pullQuote: string
    /** A sample report of findings, shown after the paragraph where Carol's report comes. */
    report: SampleReportCopy
    /** The index of that paragraph. */
    reportAfter: number
    /** The order action at the story's end, for a reader already convinced. */
    orderButton: string
    offerLink: string
    /** From lg, where `offerLink` breaks in two lines beside the button (StoryLink's `breakAfter`). */
    offerLinkBreak: string
    /** The brand's photograph of the story's customer (`npm run photo -- story`), or null. */
    photo: ResponsiveImageCopy | null
  }
  consequences: SectionCopy & {
    items: readonly TitledText[]
    closing: string
    /** The closing's last words held whole on its last line ('5–10 years sooner.'). */
    closingHeld: string
  }
  /** As the quote: her role with the disclosure. */
  endorsement: SectionCopy & { person: Person; paragraphs: readonly string[] }
  kit: SectionCopy & { image: ResponsiveImageCopy; stepLabel: string; steps: readonly TitledText[] }
  valueStack: SectionCopy & {
    items: readonly { id: string; name: string; value: string }[]
    totalLabel: string
    total: string
  }
  priceBox: SectionCopy &
    CheckoutCopy & {
      totalValue: string
      price: string
      save: string
      discount: string
      trust: readonly string[]
    }
  finalCta: SectionCopy &
    OrderCopy & {
      paragraphs: readonly string[]
      scarcity: readonly DatedLine[]
      /** After the note, while the offer runs (`priceRise`). */
      priceRise: string
    }
}

const orderButton = `Claim My Kit for ${figures.price}`

export const advertorial = {
  countedAs: { page: 'advertorial', variant: 'default' },
  meta: {
    title: 'Urgent Health Alert: The Fatigue Your Bloodwork Misses | CellWise Health',
    description:
      'Why millions of adults with “normal” bloodwork still feel exhausted, foggy and heavy, and the at-home test that looks deeper.',
  },
  advertisement: { label: 'Advertisement', sponsor: 'Paid for by CellWise Health' },
  alert: {
    id: 'alert',
    label: 'Urgent health alert',
    text: `An estimated ${figures.usAdultsMetabolic} of U.S. adults show signs of metabolic dysfunction, and most of them were told their bloodwork is “normal.”`,
    // On phones: the alert's estimate in full words (not '88% affected': by what, and said as a fact?).
    short: {
      label: 'Health alert',
      text: `an estimated ${figures.usAdultsMetabolic} of U.S. adults show signs of metabolic dysfunction`,
    },
  },
  byline: {
    id: 'article',
    eyebrow: 'Special report · Metabolic health',
    heading:
      'Exhausted, Foggy and Gaining Weight With “Perfect” Bloodwork? Doctors Say Your Cells May Be Trying to Warn You',
    lede: `New research shows that cellular inflammation and neurotoxic stress can build for ${figures.yearsEarly} before a routine blood test flags anything. Here is what to look for, and how to check from home.`,
    // Whole on its last line: Gecko left 'from home.' alone under 'how to check', WebKit
    // 'check from home.' under 'how to' (round 13).
    ledeHeld: 'how to check from home.',
    leadImage: storyDrawing,
    leadCaption: 'Three years of “normal” bloodwork, then Carol’s cellular report.',
    leadPhotoCaption: 'Carol, 56, a teacher, whose story this is.',
    offerLink: `How to check your cells from home, for ${figures.price}`,
    author: 'By Laura Bennett',
    authorInitials: 'LB',
    authorPhoto: photoOf('author', 'Photograph of Laura Bennett'),
    // She writes for the brand: 'correspondent' alone would read as an independent journalist.
    authorRole: 'Health writer for CellWise Health',
    published: '2026-11-16',
    publishedLabel: 'Published',
    reviewer: `Medically reviewed by ${cast.doctor.name}`,
    connection: castConnection,
  },
  expertQuote: {
    id: 'expert-quote',
    heading: 'What doctors are seeing',
    quote:
      'I see it every week: a patient who is tired, foggy and heavier every year, holding lab results that say everything is fine. The labs are not wrong. They are just looking in the wrong place.',
    person: { ...cast.doctor, role: castHostRole },
  },
  symptoms: {
    id: 'symptoms',
    heading: 'The symptoms most people dismiss',
    lede: 'Doctors call them “non-specific.” Together, they form one of the most common early patterns of metabolic dysfunction:',
    items: [
      'Waking up tired after a full night of sleep',
      'Brain fog and forgetting names mid-sentence',
      'Belly weight that will not move, even with diet and exercise',
      'Sugar and carb cravings, especially at night',
      'Relying on caffeine or energy drinks to function',
      'A family history of type 2 diabetes or insulin resistance',
    ],
    closing: 'If you recognize two or more, read on.',
    offer: {
      label: 'The test in this article',
      name: offer.productName,
      price: figures.price,
      terms: `${figures.guarantee} money-back guarantee`,
      orderButton,
    },
  },
  statistics: {
    id: 'statistics',
    heading: 'A problem hiding in plain sight',
    stats: [
      {
        value: figures.usAdultsMetabolic,
        label: 'of U.S. adults show signs of metabolic dysfunction',
        // Round 13: 'of U.S. adults show / signs of / metabolic dysfunction' in a tile at 375.
        held: 'show signs of',
      },
      { value: figures.adultsWithDiabetes, label: 'adults worldwide live with diabetes' },
      { value: figures.yearsOfLifeLost, label: 'of life that uncontrolled diabetes can take' },
      {
        value: figures.yearsEarly,
        label: 'that cellular warning signs can come before a diagnosis',
      },
    ],
    // FOR COUNSEL (round 14): this line names no source, and the register holds none for these
    // figures (counsel/register.ts: 'studies', 'us-adults-metabolic', 'adults-with-diabetes',
    // 'years-of-life-lost', 'years-early': evidence missing). When the brand supplies them, name
    // them here; none is invented.
    note: `Sources: population studies and ${figures.studies} published papers on cellular inflammation and metabolic health.`,
  },
  story: {
    id: 'story',
    heading: '“I did everything right, and I still felt like I was falling apart”',
    // FOR COUNSEL: neither the spec nor our decisions say whether Carol is a real customer. The
    // brand must confirm she is one and agreed to this (or this line must call it a composite).
    note: 'Carol is a CellWise customer; this is her story as she told it to us.',
    paragraphs: [
      'Carol, a 56-year-old teacher, had the same conversation with her doctor three years running. She was exhausted by mid-afternoon, her clothes were tighter around the waist, and she kept losing words in front of her class. Her bloodwork, every time, came back normal.',
      '“I started to believe it was in my head,” she says. “Or that this is just what getting older feels like.”',
      'It was her daughter who found a cellular test that measures what routine panels leave out. Carol’s report showed high inflammation markers and a heavy neurotoxic load. On her consultation, a practitioner walked her through what those results meant and which changes to make first.',
    ],
    pullQuote:
      '“For the first time someone explained why I felt the way I did. Not a new pill. A reason, and a plan.”',
    report: sampleReport,
    reportAfter: 2,
    orderButton,
    offerLink: 'See the test Carol took, and today’s price',
    offerLinkBreak: 'took,',
    photo: photoOf('story', 'Photograph of Carol'),
  },
  video: {
    id: 'video',
    heading: `Watch: the ${figures.videoLength} briefing on what your bloodwork misses`,
    lede: `${cast.doctor.name} and ${cast.cohost.name} explain the testing gap and how to close it.`,
    title: 'The Hidden Test Your Doctor Is Not Running',
    caption: 'Turn your sound on. The video plays right here on this page.',
  },
  consequences: {
    id: 'consequences',
    heading: 'What happens if you ignore it',
    lede: 'Metabolic dysfunction does not stand still. Left alone, it usually moves in one direction:',
    items: [
      {
        title: 'Energy keeps sliding',
        text: 'Cells that make less energy each year mean afternoons, then whole days, spent running on empty.',
      },
      {
        title: 'Belly fat feeds inflammation',
        text: 'Fat around the organs is active tissue. It releases signals that inflame cells further and deepen insulin resistance.',
      },
      {
        title: 'Blood sugar crosses the line',
        text: 'Years of quiet strain become prediabetes, then type 2 diabetes, and the risks to heart, kidneys, eyes and nerves that come with it.',
      },
      {
        title: 'Your options narrow',
        text: 'Early on, food, sleep and movement can turn things around. After a diagnosis, the talk is of lifelong management.',
      },
    ],
    closing: `The hardest part: by the time a routine test flags it, the damage has usually been building for years. Cellular markers can show it ${figures.yearsEarly} sooner.`,
    closingHeld: `${figures.yearsEarly} sooner.`,
  },
  endorsement: {
    id: 'endorsement',
    heading: 'Why one physician recommends testing at the cellular level',
    person: { ...cast.doctor, role: castHostRole },
    paragraphs: [
      `“A standard panel answers one question: do you have a disease yet? A cellular panel answers a better one: are your cells heading there? It is ${figures.sensitivity} more sensitive to the early changes I care about.`,
      'What convinced me was not the lab alone. It was the consultation. Every member talks to a trained practitioner who turns the numbers into a plan they can take to their own doctor.”',
    ],
  },
  kit: {
    id: 'kit',
    heading: `How the ${offer.productName} works`,
    lede: 'One box with everything you need, a prepaid envelope, and an expert on the other\u00a0end. Three steps:',
    image: kitImage,
    stepLabel: 'Step',
    steps: [
      {
        title: 'Collect at home in minutes',
        text: `Your kit arrives by ${figures.shipping}. A finger prick and a short questionnaire are all it takes.`,
      },
      {
        // Its two lines at 1280 each a phrase ('Mail it back, / postage paid'; round 10: 'Mail it /
        // back, prepaid'), the last pair held by the card's Line.
        title: 'Mail it back, postage paid',
        text: 'Seal your sample in the return envelope and drop it in any mailbox, no stamp needed. Our partner lab does the rest.',
      },
      {
        title: 'Get results and your consultation',
        text: `Your report is ready in ${figures.results}. Then a practitioner walks you through every marker, one-on-one.`,
      },
    ],
  },
  valueStack: {
    id: 'value-stack',
    heading: 'Everything you get today',
    items: bundles.advertorial.items.map((item) => ({
      id: item.id,
      name: item.name,
      value: usd(item.value),
    })),
    totalLabel: 'Total value',
    total: figures.advertorialValue,
  },
  priceBox: {
    id: 'price',
    heading: 'Your price today',
    totalValue: `Total value ${figures.advertorialValue}`,
    price: figures.price,
    save: figures.advertorialSaveLine,
    discount: figures.advertorialDiscount,
    button: orderButton,
    note: orderNote,
    trust: trustPoints.map((point) => point.text),
  },
  guarantee: guaranteeCopy,
  testimonials: {
    id: 'testimonials',
    heading: 'What readers say after testing',
    lede: `${figures.peopleTested} people have tested with the CellWise kit.`,
    ledeFigures: ['peopleTested'],
    ledeThen: 'Here are three of them.',
    items: [testimonials.michael, testimonials.susan, testimonials.linda],
    note: testimonialsNote,
  },
  finalCta: {
    id: 'final-cta',
    heading: 'Do not wait for your bloodwork to catch up',
    paragraphs: [
      `You can keep waiting for a routine test to flag what your body is already telling you, or you can look now, from home, for ${figures.price}.`,
    ],
    scarcity: scarcityLines,
    button: orderButton,
    note: lastOrderNote,
    priceRise,
  },
  footer: disclaimer,
} as const satisfies AdvertorialContent
