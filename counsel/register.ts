/**
 * The claims register, for the brand's counsel (docs/claims.md): every claim the pages make, once,
 * with its kind, the rules it answers, the phrases it shows as the copy renders them (read from
 * the content modules, never retyped, so a copy change flows through) and the evidence or record
 * the brand holds for it, or 'missing'. Visitors never see it: only the build (through the server
 * bundle), `npm run claims` and the tests read it. counsel/check.ts checks every page against it.
 */
import { maxScore, minScore } from '../machines/quiz/quiz.rules'
import {
  company,
  figures as datedFigures,
  photoSets,
  proof,
  site,
  urgency,
  videoHost,
} from '../src/config/page-settings'
import type { PhotoSlot } from '../src/config/photos'
import type { SettingName } from '../src/config/settings'
import { advertorial } from '../src/content/advertorial'
import type { DatedFigureName } from '../src/content/as-of'
import { cast, castConnection, castHostRole } from '../src/content/cast'
import { salesFaq } from '../src/content/faq'
import { notFoundCopy } from '../src/content/not-found'
import { bundles, figures, usd } from '../src/content/offer'
import { photoSpec, portraitOf } from '../src/content/photos'
import { privacyPage } from '../src/content/privacy'
import { heroStars, lab, labLine, reviewLine } from '../src/content/proof'
import { quizChrome, quizPage, quizQuestions } from '../src/content/quiz'
import { quizFigures } from '../src/content/quiz-figures'
import { quizExperts, quizIntro } from '../src/content/quiz-intro'
import { quizResults } from '../src/content/quiz-results'
import {
  disclaimer,
  guaranteeCopy,
  kitComponents,
  scarcityLines,
  slimBars,
  trustPoints,
} from '../src/content/sales-common'
import { documentCopy } from '../src/content/site'
import { testimonialLabels, testimonials } from '../src/content/testimonials'
import { vslVariants } from '../src/content/vsl'
import { utcDateTimeWords } from '../src/lib/local-time'

/** The rules a claim answers, as counsel cites them (docs/claims.md has where each is read). */
export const claimRules = {
  '255.1': '16 CFR 255.1: endorsements reflect the endorser’s honest, current views and experience',
  '255.2':
    '16 CFR 255.2: consumer endorsements are substantiated; results not generally expected say what is',
  '255.3': '16 CFR 255.3: an expert endorser has the expertise claimed and exercised it',
  '255.5': '16 CFR 255.5: a material connection between endorser and brand is disclosed',
  '233.1': '16 CFR 233.1: a former or own price compared with is a genuine one',
  '233.2': '16 CFR 233.2: a value compared with is what comparable goods really sell for',
  '233.5':
    '16 CFR 233.5: an advance sale expects the price to rise; a limited offer is really limited',
  '465.2':
    '16 CFR 465.2: no review or testimonial misrepresents the reviewer, their use or their experience',
  '239.3': '16 CFR 239.3: a money-back guarantee refunds in full on request, its conditions stated',
  '435.2': '16 CFR 435.2: a reasonable basis for the shipping time stated',
  '251.1':
    '16 CFR 251.1: “free” is free: no cost recovered elsewhere, every condition stated at the outset',
  ftc5: 'FTC Act s. 5 (15 U.S.C. 45(a)) and the FTC Policy Statement on Deception (1983): no representation likely to mislead',
  'dark-patterns':
    'FTC Act s. 5, as the FTC staff report Bringing Dark Patterns to Light (2022) applies it: no false countdown, scarcity or activity of others',
  health:
    'FTC Health Products Compliance Guidance (2022): health claims need competent and reliable scientific evidence',
  native:
    'FTC Enforcement Policy Statement on Deceptively Formatted Advertisements (2015): an ad formatted as editorial says it is an ad',
  cma: 'UK CMA207 (2025): DMCC Act 2024 s. 226, misleading actions',
  'cma-omission':
    'UK CMA207 (2025): DMCC Act 2024, misleading omissions (material information, such as a commercial connection, left out)',
  'cma-banned':
    'UK CMA207 (2025): DMCC Act 2024 Sch. 20, practices banned outright (fake reviews, false limited-time offers, paid editorial not made clear, “free” that is not)',
} as const

export type ClaimRule = keyof typeof claimRules

export const claimKinds = {
  health: 'Health and science',
  price: 'Price and value',
  endorsement: 'Endorsement and credentials',
  testimonial: 'Testimonial',
  scarcity: 'Scarcity',
  'social-proof': 'Social proof',
  urgency: 'Urgency',
  promise: 'Promise or term of the offer',
  disclosure: 'Disclosure',
} as const

type ClaimKind = keyof typeof claimKinds

/**
 * What the brand holds for a claim: a source (a study, a dataset), a dated record, a purchase or
 * consent record's id, a build setting that dates the figure, the page or code that makes it
 * true, or for a disclosure the disclosure itself. 'missing' until the brand supplies one.
 */
export type Evidence =
  | 'missing'
  | {
      kind: 'source' | 'record' | 'purchase' | 'consent' | 'setting' | 'page' | 'disclosure'
      /** Where counsel finds it: a citation, a file, a record id. */
      ref: string
      /** The day it was true or recorded, YYYY-MM-DD. */
      date?: string
    }

export interface ClaimEntry {
  id: string
  kind: ClaimKind
  rules: readonly ClaimRule[]
  /** The claim in a few words, for counsel. */
  about: string
  /** Each phrase the pages show for it, as the copy renders it. */
  texts: readonly string[]
  /** Figures whose text varies as the page runs (the countdown's clock). */
  shapes?: readonly RegExp[]
  /** A picture that makes the claim (the hero's stars), by its accessible name: a whole line. */
  pictures?: readonly string[]
  evidence: Evidence
}

/** A text that looks like a claim but is none: what it is and why, and its phrases or shape. */
export interface NotClaim {
  why: string
  phrases?: readonly string[]
  shape?: RegExp
}

const missing = 'missing' as const

/** `text` as a regular expression that matches it and nothing else. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A dated figure's record: the setting that states it and its day, when the brand set it. */
function dated(figure: DatedFigureName): Evidence {
  const set = datedFigures[figure]
  if (!set) return missing
  // The setting's name, as the schema reads it into `figures` (src/config/settings.ts).
  const name = `VITE_${figure.replace(/[A-Z]/g, '_$&').toUpperCase()}`
  return { kind: 'setting', ref: `${name}=${set.value}`, date: set.asOf }
}

/** A count of kits or claims the brand dates, by the figure it states (its id the figure's name). */
const datedScarcity = (figure: DatedFigureName, about: string, texts: readonly string[]) =>
  ({
    id: figure.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    kind: 'scarcity',
    rules: ['233.5', 'cma-banned'],
    about,
    texts,
    evidence: dated(figure),
  }) as const

/** A phrase from each VSL variant: a variant's own copy is registered with the main page's. */
type VslPage = (typeof vslVariants)[keyof typeof vslVariants]
const vslAll = (pick: (page: VslPage) => string | readonly string[]): string[] =>
  Object.values(vslVariants).flatMap(pick)
const ad = advertorial
const { masterclass } = quizFigures
const main = vslVariants.main
/** The set masterclass start in UTC words, as the results state it before they know the zone. */
const startsAtWords =
  urgency.masterclassStartsAt && utcDateTimeWords(Date.parse(urgency.masterclassStartsAt))

/** Every testimonial card's lines: the outcome, the quote, who and how old. */
const testimonialEntries = Object.values(testimonials).map(
  (story): ClaimEntry => ({
    id: `testimonial-${story.id}`,
    kind: 'testimonial',
    rules: ['465.2', '255.2', 'health', 'cma-banned'],
    about: `${story.name}’s story and outcome (“${story.result}”)`,
    texts: [story.result, story.quote, `${testimonialLabels.age} ${story.age}`],
    evidence: missing,
  }),
)

/** Whose photograph each slot is, as the register tells counsel, and what kind of claim it is. */
const photoClaims = {
  doctor: [cast.doctor.name, 'endorsement', portraitOf(cast.doctor).alt],
  cohost: [cast.cohost.name, 'endorsement', portraitOf(cast.cohost).alt],
  author: [ad.byline.author.replace(/^By /, ''), 'endorsement', ad.byline.authorPhoto?.alt],
  story: ['Carol, the advertorial’s story', 'testimonial', ad.story.photo?.alt],
  ...Object.fromEntries(
    Object.values(testimonials).map((story) => [
      story.id,
      [story.name, 'testimonial', story.photo?.alt],
    ]),
  ),
} as Record<PhotoSlot, [who: string, kind: ClaimKind, alt: string | undefined]>

/**
 * The brand's own proof (docs/claims.md): the laboratory, the review score and each photograph,
 * an entry only once the brand set it (the pages show nothing of it until then), its setting or
 * photo set the record.
 */
const proofEntries: ClaimEntry[] = [
  ...(labLine && lab
    ? [
        {
          id: 'lab',
          kind: 'endorsement',
          rules: ['health', 'cma'],
          about: `the samples are tested by ${lab.name}, ${lab.accreditation} No. ${lab.accreditationId}`,
          texts: [labLine.text, labLine.number],
          evidence: {
            kind: 'setting',
            ref: `${'VITE_LAB_NAME' satisfies SettingName}=${lab.name}; VITE_LAB_ACCREDITATION=${lab.accreditation}; VITE_LAB_ACCREDITATION_ID=${lab.accreditationId}`,
          },
        } satisfies ClaimEntry,
      ]
    : []),
  ...(reviewLine && proof.reviews
    ? [
        {
          id: 'review-score',
          kind: 'social-proof',
          rules: ['465.2', 'cma-banned'],
          about: `${reviewLine.text}: the platform’s own figures, on the day read`,
          texts: [reviewLine.text, reviewLine.short, reviewLine.kit],
          evidence: {
            kind: 'setting',
            ref: `${'VITE_REVIEWS' satisfies SettingName}=${proof.reviews.source}|${proof.reviews.score}/${proof.reviews.scale}|${proof.reviews.count}`,
            date: proof.reviews.asOf,
          },
        } satisfies ClaimEntry,
      ]
    : []),
  ...Object.entries(photoSets).flatMap(([slot, record]): ClaimEntry[] => {
    const [who, kind, alt] = photoClaims[slot as PhotoSlot]
    if (!record || !alt) return []
    return [
      {
        id: `photo-${slot}`,
        kind,
        rules: ['255.1', '465.2', 'cma-banned'],
        about: `the photograph is of ${who}, who agreed to its use (no stock or generated image stands for them)`,
        texts: [alt],
        evidence: {
          kind: record.consent ? 'consent' : 'record',
          ref: `${photoSpec.dir}/${slot}: ${record.source} (SHA-256 ${record.sha256.slice(0, 12)}…)${record.consent ? `; ${record.consent}` : ''}`,
          date: record.made,
        },
      },
    ]
  }),
]

export const claimsRegister = [
  // Health and science.
  {
    id: 'sensitivity',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `the test is ${figures.sensitivity} more sensitive to early change than a standard blood panel`,
    texts: [figures.sensitivity],
    evidence: missing,
  },
  {
    id: 'years-early',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `cellular stress shows ${figures.yearsEarly} before routine bloodwork flags it`,
    texts: [figures.yearsEarly, ad.byline.lede],
    evidence: missing,
  },
  {
    id: 'studies',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `${figures.studies} published studies stand behind the markers`,
    texts: [
      figures.studies,
      ...vslAll((page) => [
        page.hero.points[2],
        page.breakthrough.paragraphs[1],
        page.breakthrough.stats[2].label,
      ]),
      ad.statistics.note,
    ],
    evidence: missing,
  },
  {
    id: 'us-adults-metabolic',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `${figures.usAdultsMetabolic} of U.S. adults show signs of metabolic dysfunction`,
    texts: [figures.usAdultsMetabolic],
    evidence: missing,
  },
  {
    id: 'adults-with-diabetes',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `${figures.adultsWithDiabetes} adults worldwide live with diabetes`,
    texts: [figures.adultsWithDiabetes],
    evidence: missing,
  },
  {
    id: 'years-of-life-lost',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `uncontrolled diabetes can take ${figures.yearsOfLifeLost} of life`,
    texts: [figures.yearsOfLifeLost],
    evidence: missing,
  },
  {
    id: 'cells',
    kind: 'health',
    rules: ['health', 'cma'],
    about: `the body runs on ${figures.cells} cells`,
    texts: [figures.cells],
    evidence: missing,
  },
  {
    id: 'testing-gap',
    kind: 'health',
    rules: ['health', 'cma'],
    about: 'the testing gap: cellular stress, symptoms and a diagnosis, years from onset',
    texts: vslAll((page) => page.testingGap.stages.map((stage) => stage.label)),
    shapes: [new RegExp(`\\b${main.testingGap.axisLabel} \\d+\\b`, 'g')],
    evidence: missing,
  },
  {
    id: 'doctors-miss-it',
    kind: 'health',
    rules: ['health', 'cma'],
    about: 'routine tests and doctors miss what the cellular test sees',
    texts: [
      main.meta.title,
      ...vslAll((page) => [page.video.title, page.standardTests.reasons[0].text]),
      ad.byline.heading,
      ad.expertQuote.heading,
      ad.symptoms.lede,
      ...Object.values(quizResults.hiddenDanger.framing).map((framing) => framing.heading),
    ],
    evidence: missing,
  },
  {
    id: 'left-alone-it-worsens',
    kind: 'health',
    rules: ['health', 'cma'],
    about: 'metabolic dysfunction left alone moves one way; cellular markers show it years sooner',
    texts: [ad.consequences.lede, ad.consequences.closing],
    evidence: missing,
  },
  {
    id: 'research-backed-quiz',
    kind: 'health',
    rules: ['health', 'cma'],
    about: 'the quiz’s questions are science-based and research-backed',
    texts: [quizIntro.lede, quizPage.meta.description, quizIntro.trust.badges[0]],
    evidence: missing,
  },
  ...(
    [
      ['average-wait', quizIntro.urgency.stats[0], 'people wait before finding the real cause'],
      ['symptoms-worsen', quizIntro.urgency.stats[1], 'see their symptoms worsen while they wait'],
      ['new-issues', quizIntro.urgency.stats[2], 'develop new health issues while they wait'],
      ['annual-cost', quizIntro.urgency.stats[3], 'the average annual cost of care after year 3'],
      ['silent-start', quizResults.hiddenDanger.stats[0], 'problems begin at the cellular level'],
      ['never-tested', quizResults.hiddenDanger.stats[1], 'fatigued adults are never tested'],
      ['more-energy', quizResults.hiddenDanger.stats[2], 'report more energy within weeks'],
    ] as const
  ).map(
    ([id, stat, about]): ClaimEntry => ({
      id,
      kind: 'health',
      rules: ['health', 'cma'],
      about: `${stat.value}: ${about}`,
      texts: [stat.value, stat.label],
      evidence: missing,
    }),
  ),
  {
    id: 'high-risk-badge',
    kind: 'health',
    rules: ['health', 'cma'],
    about: 'every score reads as a “High Risk Score” (the spec’s badge, whatever the tier)',
    texts: Array.from({ length: maxScore - minScore + 1 }, (_, i) =>
      quizResults.scoreBadge(minScore + i),
    ),
    evidence: missing,
  },

  // Price and value.
  {
    id: 'price',
    kind: 'price',
    rules: ['233.1', '233.5', 'cma'],
    about: `today’s price is ${figures.price}, a promotional price`,
    texts: [
      figures.price,
      ...vslAll((page) => [page.order.heading, page.finalOffer.lede, page.finalOffer.heading]),
      ad.valueStack.heading,
      ad.priceBox.heading,
      ad.story.offerLink,
      slimBars.advertorial.label,
      slimBars.advertorial.name,
    ],
    evidence: missing,
  },
  {
    id: 'future-price',
    kind: 'price',
    rules: ['233.5', 'cma'],
    about: `the price rises to ${figures.futurePrice} when the promotion ends`,
    texts: [figures.futurePrice],
    evidence: missing,
  },
  {
    id: 'vsl-value',
    kind: 'price',
    rules: ['233.1', '233.2', 'cma'],
    about: `the VSL’s order is worth ${figures.vslValue}, its parts at their own prices: ${figures.vslDiscount}`,
    texts: [
      figures.vslValue,
      figures.vslDiscount,
      ...vslAll((page) => [page.order.compare.text, page.finalOffer.compare.text]),
      slimBars.vsl.value,
      ...bundles.vsl.items.map((item) => `${usd(item.value)} value`),
    ],
    evidence: missing,
  },
  {
    id: 'advertorial-value',
    kind: 'price',
    rules: ['233.1', '233.2', 'cma'],
    about: `the advertorial’s order is worth ${figures.advertorialValue}: ${figures.advertorialSaveLine}, ${figures.advertorialDiscount}`,
    texts: [
      figures.advertorialValue,
      figures.advertorialSaveLine,
      figures.advertorialDiscount,
      ...ad.valueStack.items.map((item) => item.value),
    ],
    evidence: missing,
  },
  {
    id: 'masterclass-value',
    kind: 'price',
    rules: ['233.2', '251.1', 'cma', 'cma-banned'],
    about: `the free masterclass is worth $${masterclass.valueDollars}`,
    texts: [
      ...quizResults.buttons.reserveLines,
      quizResults.buttons.reservePassedValue,
      quizResults.reassurances[0],
    ],
    evidence: missing,
  },

  // Endorsements and credentials.
  {
    id: 'doctor-recommended',
    kind: 'endorsement',
    rules: ['255.1', '255.3', '255.5', 'cma-omission'],
    about: `“${main.header.badge}”: ${cast.doctor.name} recommends the assessment`,
    texts: [main.header.badge],
    evidence: missing,
  },
  {
    id: 'doctor-credentials',
    kind: 'endorsement',
    rules: ['255.3', 'cma'],
    about: `${cast.doctor.name} is a board-certified physician in internal medicine`,
    texts: [
      cast.doctor.name,
      cast.doctor.shortName,
      cast.doctor.credentials,
      portraitOf(cast.doctor).alt,
      ...vslAll((page) => [page.expert.heading, page.expert.bio]),
    ],
    evidence: missing,
  },
  {
    id: 'doctor-endorsement',
    kind: 'endorsement',
    rules: ['255.1', '255.3', '255.5', 'cma-omission', 'health'],
    about: `${cast.doctor.name}’s statements for the test and the quiz`,
    texts: [
      ...vslAll((page) => page.expert.quote),
      ad.byline.reviewer,
      ad.expertQuote.quote,
      ad.endorsement.heading,
      ...ad.endorsement.paragraphs,
      quizExperts[0].quote,
      quizIntro.experts.lede,
    ],
    evidence: missing,
  },
  {
    id: 'founder-story',
    kind: 'endorsement',
    rules: ['255.1', '255.5', 'cma-omission', 'health'],
    about: `${cast.cohost.name}’s own story, as the founder`,
    texts: [
      ...vslAll((page) => [
        page.founder.heading,
        ...page.founder.paragraphs,
        page.founder.pullQuote,
      ]),
      quizExperts[1].quote,
    ],
    evidence: missing,
  },
  {
    id: 'hosts-credentials',
    kind: 'endorsement',
    rules: ['255.3', 'cma'],
    about: 'the hosts’ credentials on the results',
    texts: quizResults.pitch.credentials,
    evidence: missing,
  },
  {
    id: 'expert-review',
    kind: 'endorsement',
    rules: ['ftc5', '255.3', 'cma'],
    about: 'an expert reviews each test',
    texts: [vslVariants.google.hero.eyebrow, vslVariants.google.meta.description],
    evidence: missing,
  },
  {
    id: 'trained-practitioner',
    kind: 'endorsement',
    rules: ['ftc5', 'health', 'cma'],
    about: 'a trained practitioner explains every result one-on-one',
    texts: [
      ...kitComponents.filter((part) => part.id === 'consultation').map((part) => part.text),
      ...salesFaq.filter((item) => /practitioner/.test(item.answer)).map((item) => item.answer),
      vslVariants.google.hero.lede,
      ad.endorsement.paragraphs[1],
    ],
    evidence: missing,
  },

  // Testimonials and their badges.
  ...testimonialEntries,
  {
    id: 'verified-buyer',
    kind: 'testimonial',
    rules: ['465.2', 'cma-banned'],
    about: `“${testimonialLabels.verified}” on every card: each bought the kit`,
    texts: [testimonialLabels.verified],
    evidence: missing,
  },
  {
    id: 'star-rating',
    kind: 'testimonial',
    rules: ['465.2', 'cma-banned'],
    about: `“${testimonialLabels.rating}” on every card`,
    texts: [testimonialLabels.rating],
    evidence: missing,
  },
  ...(heroStars && proof.reviews
    ? [
        {
          id: 'hero-stars',
          kind: 'social-proof',
          rules: ['465.2', 'ftc5', 'cma-banned'],
          about: `the hero’s star graphic: ${heroStars.label}, beside the review score`,
          texts: [],
          pictures: [heroStars.label],
          evidence: {
            kind: 'setting',
            ref: `${'VITE_REVIEWS' satisfies SettingName}=${proof.reviews.source}|${proof.reviews.score}/${proof.reviews.scale}`,
            date: proof.reviews.asOf,
          },
        } satisfies ClaimEntry,
      ]
    : []),
  {
    id: 'carol-story',
    kind: 'testimonial',
    rules: ['465.2', '255.2', 'health', 'cma-banned'],
    about:
      'Carol’s story in the advertorial, said to be a customer’s: the brand confirms she is one and agreed, or the note calls it a composite',
    texts: [
      ad.story.heading,
      ad.story.note,
      ...ad.story.paragraphs,
      ad.story.pullQuote,
      ad.byline.leadCaption,
      ad.byline.leadPhotoCaption,
    ],
    evidence: missing,
  },

  // Scarcity.
  datedScarcity('kitsLeftThisMonth', `${figures.kitsLeftThisMonth} left this month`, [
    main.header.stock,
  ]),
  ...[scarcityLines[0], scarcityLines[1]].map((line) =>
    datedScarcity(line.figure, line.text, [line.text]),
  ),
  {
    id: 'masterclass-spots-left',
    kind: 'scarcity',
    rules: ['dark-patterns', 'cma-banned'],
    about: quizResults.registration.remaining,
    texts: [quizResults.registration.remaining],
    evidence: dated('masterclassSpotsLeft'),
  },

  // Social proof.
  {
    id: 'people-tested',
    kind: 'social-proof',
    rules: ['ftc5', 'cma'],
    about: `${figures.peopleTested} people have tested with the kit`,
    texts: [figures.peopleTested],
    evidence: dated('peopleTested'),
  },
  {
    id: 'stories-shared',
    kind: 'social-proof',
    rules: ['ftc5', 'cma'],
    about: `${figures.storiesShared} have shared their stories`,
    texts: [figures.storiesShared],
    evidence: dated('storiesShared'),
  },
  {
    id: 'assessments-taken',
    kind: 'social-proof',
    rules: ['ftc5', 'cma'],
    about: `${quizIntro.counters[0].value} ${quizIntro.counters[0].label}`,
    texts: [quizIntro.counters[0].value],
    evidence: dated('assessmentsTaken'),
  },
  {
    id: 'started-today',
    kind: 'social-proof',
    rules: ['dark-patterns', 'cma'],
    about: quizIntro.urgency.startedToday,
    texts: [
      quizIntro.counters[1].value,
      quizIntro.counters[1].label,
      quizIntro.urgency.startedToday,
    ],
    evidence: dated('startedToday'),
  },
  {
    id: 'masterclass-registered',
    kind: 'social-proof',
    rules: ['dark-patterns', 'cma'],
    about: quizResults.registration.registered,
    texts: [quizResults.countdown.registered, quizResults.registration.registered],
    evidence: dated('masterclassRegistered'),
  },

  // Urgency.
  {
    id: 'offer-expires',
    kind: 'urgency',
    rules: ['233.5', 'dark-patterns', 'cma-banned'],
    about: scarcityLines[2].text,
    texts: [scarcityLines[2].text, scarcityLines[2].ends?.words ?? ''],
    evidence: dated('offerExpiresInHours'),
  },
  {
    id: 'masterclass-countdown',
    kind: 'urgency',
    rules: ['dark-patterns', 'cma-banned'],
    about: 'the free masterclass starts, and registration closes, when the countdown ends',
    texts: [
      quizResults.countdown.label,
      quizResults.countdown.scheduling,
      quizResults.registration.framing.high.heading,
      ...new Set(Object.values(quizResults.registration.framing).map((tier) => tier.closesIn)),
      // The set start, as the page states it before it knows the visitor's zone: in the block,
      // and in the banner when it is more than a day ahead.
      ...(startsAtWords
        ? [
            quizResults.start.line(startsAtWords),
            `${quizResults.countdown.dateLabel} ${startsAtWords}`,
          ]
        : []),
    ],
    // The clock only where it follows its own words, never another time ('Offer ends … 12:00 UTC').
    shapes: [
      new RegExp(
        String.raw`(?<=(?:${[quizResults.countdown.label, ...Object.values(quizResults.registration.framing).map((tier) => tier.closesIn)].map(escaped).join('|')}) )(?:\d+\s?d\s)?\d{1,2}:\d{2}(?::\d{2})?\b`,
        'g',
      ),
    ],
    evidence: urgency.masterclassStartsAt
      ? {
          kind: 'setting',
          ref: `${'VITE_MASTERCLASS_STARTS_AT' satisfies SettingName}=${urgency.masterclassStartsAt}`,
        }
      : missing,
  },

  // Promises and terms of the offer.
  {
    id: 'guarantee',
    kind: 'promise',
    rules: ['239.3', 'cma'],
    about: `a ${figures.guarantee} money-back guarantee, refunded in full in ${figures.refundTime}`,
    texts: [
      figures.guarantee,
      figures.guaranteeDays,
      figures.refundTime,
      `${figures.refundPercent} of your purchase`,
      `${figures.refundPercent} refund`,
      guaranteeCopy.seal.days,
    ],
    evidence: { kind: 'page', ref: 'the terms of sale at /terms: the guarantee, returns' },
  },
  {
    id: 'shipping',
    kind: 'promise',
    rules: ['435.2', 'cma'],
    about: figures.shippingTitle,
    texts: [figures.shipping, figures.shippingTitle],
    evidence: missing,
  },
  {
    id: 'results-time',
    kind: 'promise',
    rules: ['ftc5', 'cma'],
    about: `results in ${figures.results}`,
    texts: [figures.results, trustPoints[2].text],
    evidence: missing,
  },
  {
    id: 'video-length',
    kind: 'promise',
    rules: ['ftc5', 'cma'],
    about: `the video briefing lasts ${figures.videoLength.replace('-\u2060', ' ')}s`,
    texts: [figures.videoLength],
    evidence: missing,
  },
  {
    id: 'quiz-duration',
    kind: 'promise',
    rules: ['ftc5', 'cma'],
    about: `the assessment takes ${quizFigures.minutes} minutes`,
    texts: [
      quizPage.meta.title,
      quizIntro.eyebrow,
      quizIntro.counters[2].value,
      quizIntro.score.lede,
      quizIntro.trust.badges[2],
    ],
    evidence: missing,
  },
  {
    id: 'quiz-anonymous',
    kind: 'promise',
    rules: ['ftc5', 'cma'],
    about: 'the quiz is completely anonymous: nothing leaves the device',
    texts: [quizChrome.anonymous, quizIntro.startNote, quizIntro.trust.badges[1]],
    evidence: {
      kind: 'page',
      ref: 'the quiz sends nothing: its Content-Security-Policy and the browser tests; /privacy says so',
    },
  },
  {
    id: 'masterclass-topic',
    kind: 'health',
    rules: ['health', 'cma'],
    about:
      'the masterclass is about cellular causes of fatigue, weight gain and blood-sugar swings',
    texts: vslAll((page) => [page.expert.masterclass]),
    evidence: missing,
  },
  {
    id: 'masterclass-free',
    kind: 'promise',
    rules: ['251.1', 'cma-banned'],
    about: 'the masterclass asks for no card and gives access at once',
    texts: [quizResults.reassurances[1], quizResults.reassurances[2]],
    evidence: missing,
  },
  {
    id: 'details-never-shared',
    kind: 'promise',
    rules: ['ftc5', 'cma'],
    about: 'what a visitor gives to register is kept secure and never shared',
    texts: [quizResults.reassurances[3]],
    evidence: missing,
  },

  // Disclosures: the statements that qualify the claims above.
  {
    id: 'advertisement-label',
    kind: 'disclosure',
    rules: ['native', 'cma-banned'],
    about: 'the advertorial says it is an advertisement, by its headline',
    texts: [ad.advertisement.label, ad.advertisement.sponsor],
    evidence: { kind: 'disclosure', ref: 'shown on /advertorial-v2 above its headline' },
  },
  {
    id: 'material-connection',
    kind: 'disclosure',
    rules: ['255.5', 'cma-omission'],
    about: 'the experts’ relationship with the brand, wherever they endorse it',
    texts: [castConnection, castHostRole],
    evidence: { kind: 'disclosure', ref: 'src/content/cast.ts (castConnection)' },
  },
  {
    id: 'fda-statement',
    kind: 'disclosure',
    rules: ['health', 'cma-omission'],
    about: 'the kit is a wellness screening, not an FDA-cleared diagnostic test',
    texts: [disclaimer.fda],
    evidence: { kind: 'disclosure', ref: 'the sales pages’ footer and /terms' },
  },
  {
    id: 'results-vary',
    kind: 'disclosure',
    rules: ['255.2', 'cma-omission'],
    about:
      'what the kit itself gives everyone (a report and a consultation; it treats nothing), that the cards’ changes were each person’s own, and that results vary',
    texts: [main.testimonials.note, testimonialLabels.result, disclaimer.smallPrint[1]],
    evidence: {
      kind: 'disclosure',
      ref: 'over the testimonials, over each card’s result and in the footer',
    },
  },

  // The brand's own proof, when set.
  ...proofEntries,
] as const satisfies readonly ClaimEntry[]

/**
 * What the check passes over: texts with a claim word or a figure that make no claim. Small on
 * purpose; each says why. Everything else that looks like a claim needs an entry above.
 */
export const notClaims: readonly NotClaim[] = [
  {
    why: 'the quiz’s own questions and answers, and what the results say of the visitor’s answers',
    phrases: [
      ...quizQuestions.flatMap((question) => [
        question.text,
        ...question.options.map((option) => option.label),
      ]),
      quizResults.struggles.framing.low.lede ?? '',
      quizResults.struggles.lowNone,
      // 'You rated this': the visitor's own rating of their priority, no product's.
      quizResults.drivers.priority.rated,
    ],
  },
  {
    why: 'the quiz’s scale: its question count, the score out of 24 and each tier’s range',
    phrases: [quizResults.record.scoringKey, ...quizIntro.score.points],
    shape: new RegExp(
      String.raw`(?:\d+|\?) ?\/ ?${maxScore}\b|\b(?:${Object.values(quizResults.scale.labels).join('|')}) ?\d+–\d+`,
      'g',
    ),
  },
  {
    why: 'a visitor’s own doctor, in advice to see them, in these words alone: no doctor endorses, tests or misses anything in them',
    shape: new RegExp(
      String.raw`\b(?:${['talk to your doctor', 'ask your own doctor', 'with your doctor’s help', 'your doctor’s care', 'replace my doctor', 'print for your doctor', 'answers to your doctor', 'report with their physician', 'treatment of your physician'].join('|')})\b`,
      'gi',
    ),
  },
  { why: 'a disease’s name', shape: /\btype 2 diabetes\b/gi },
  {
    why: 'a date: when a page changed, an article was published, a figure was true (days of one month: Nov 20–24, 2026), results taken',
    shape: new RegExp(
      String.raw`\b(?:${documentCopy.months.join('|')}|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}(?:–\u2060?\d{1,2})?(?:, \d{4})?\b`,
      'g',
    ),
  },
  {
    why: 'the company’s own details: its address and phone, and the site’s own address the printed results give (VITE_SITE_URL)',
    phrases: [
      ...company.address,
      company.address.join(', '),
      company.phone ?? '',
      site.url ? new URL(site.url).host : '',
    ],
  },
  {
    why: 'the number of a list item or step, and “1:1” (one-on-one)',
    shape: new RegExp(
      String.raw`^\d{1,2}(?:\.|\s(?=\p{Lu})|$)|\b${ad.kit.stepLabel} \d+\b|\b1:1\b`,
      'gmu',
    ),
  },
  { why: 'the not-found page’s status code', phrases: [notFoundCopy.code] },
  {
    why: 'the video host /privacy names, as the build loads the player from it (a test build: a port)',
    phrases: [new URL(videoHost.scriptUrl).host],
  },
  {
    why: 'the names of the state laws /privacy tells a visitor about',
    phrases: privacyPage.healthDataLaws,
  },
]
