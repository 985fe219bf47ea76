/**
 * Where a line may not end (src/lib/typeset.ts): what each rule holds together, that the words read
 * and matched stay the words written, and that the built pages carry it.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { emailPieces, hyphenatedPieces, typeset } from '@/lib/typeset'
import { sitePages } from '@/pages'
import { distDir } from '../build/build-dirs'
import { typesetHtml } from '../build/typeset-html'
import { normalized, visibleText } from '../counsel/check'

/** Written out: `^` a word joiner (U+2060), `_` a no-break space (U+00A0). */
const spelled = (text: string) => text.replaceAll('^', '\u2060').replaceAll('_', '\u00a0')

const table: [input: string, output: string][] = [
  // Ranges, with their unit.
  ['can build for 5–10 years before', 'can build for 5–^10_years before'],
  ['In 7–10 business days', 'In 7–^10 business days'],
  ['a refund within 3–5 business days.', 'a refund within 3–^5 business days.'],
  ['pages 12–14', 'pages 12–^14'],
  ['1–2 weeks, 2–3 months', '1–^2_weeks, 2–^3_months'],
  // A figure and its unit, in a sentence; alone in its box (a statistic) it may wrap.
  ['5–10 years', '5–^10 years'],
  ['within 60 days of your order', 'within 60_days of your order'],
  ['only 1 kit left, then 18,000 kits', 'only 1_kit left, then 18,000_kits'],
  ['a 12-\u2060minute video', 'a 12-^minute video'],
  // Dates.
  ['Figures from Nov 20–24, 2026', 'Figures from Nov_20–^24, 2026'],
  ['131 started on Nov 25', '131 started on Nov_25'],
  // The listed phrases, however capitalised; one already held is left as it is.
  ['explained one-on-one', 'explained one-^on-^one'],
  ['At-home test, money-back guarantee', 'At-^home test, money-^back guarantee'],
  ['Our 60-\u2060day money-\u2060back guarantee', 'Our 60-^day money-^back guarantee'],
  ['tested with the CellWise kit', 'tested with the CellWise_kit'],
  ['Co-presenter of the video', 'Co-^presenter of the video'],
  // A discount and its word.
  ['80% off today', '80%_off today'],
  // Not a longer compound: at 200 % text in a checklist's card at 320 px it is wider than a line.
  ['names and words mid-sentence', 'names and words mid-sentence'],
  // Nor an acronym's compound in every box: a list at 320 px and 200 % text is narrower (see
  // hyphenatedPieces, which a component holds where it is wide).
  ['a CLIA-certified laboratory', 'a CLIA-certified laboratory'],
  // What no rule holds.
  ['a long-established, well-known check-up', 'a long-established, well-known check-up'],
  ['18,000+ studies; 1 of 3; Send My Kit for $97', '18,000+ studies; 1 of 3; Send My Kit for $97'],
  ['the homework, November 24, model 5 dayz', 'the homework, November 24, model 5 dayz'],
  // Not 'lbs': held, WebKit broke the story card's label before it at 200 % text (see `units`).
  ['Lost 18 lbs in 4 months', 'Lost 18 lbs in 4_months'],
  ['2026-11-24', '2026-11-24'],
]

test.each(table)('%j is set as %j', (input, output) => {
  expect(typeset(input)).toBe(spelled(output))
})

test('the names given are held whole, each as written, and nothing else of the sentence', () => {
  const names = ['Rachel Morgan', 'Daniel Brooks']
  expect(typeset('Dr. Rachel Morgan and Daniel Brooks host it', names)).toBe(
    spelled('Dr. Rachel_Morgan and Daniel_Brooks host it'),
  )
  expect(typeset('Daniel said', names)).toBe('Daniel said')
})

test('typeset twice is typeset once', () => {
  for (const [input] of table) expect(typeset(typeset(input))).toBe(typeset(input))
})

test('a screen reader and counsel’s check read the words as written (counsel/check.ts)', () => {
  for (const [input] of table) expect(normalized(typeset(input))).toBe(normalized(input))
  const footer = '<p>Email <a href="mailto:a@b.example">a<wbr>@b<wbr>.example</a> today.</p>'
  expect(visibleText(footer)).toBe('Email a@b.example today.')
})

test('a hyphenated compound of letters is a piece of its own, each odd one; figures and a held one’s joiners are not pieces', () => {
  expect(hyphenatedPieces('One-on-One Report-of-Findings Consultation')).toEqual([
    '',
    'One-on-One',
    ' ',
    'Report-of-Findings',
    ' Consultation',
  ])
  expect(hyphenatedPieces('Northfield Clinical Laboratories, CLIA-certified')).toEqual([
    'Northfield Clinical Laboratories, ',
    'CLIA-certified',
    '',
  ])
  // A one-letter word goes with the compound after it, so no line ends on it (review 25).
  expect(hyphenatedPieces('Laboratories, a CLIA-certified laboratory.')).toEqual([
    'Laboratories, ',
    'a CLIA-certified',
    ' laboratory.',
  ])
  expect(hyphenatedPieces('Live Virtual Root-Cause Seminar')).toEqual([
    'Live Virtual ',
    'Root-Cause',
    ' Seminar',
  ])
  expect(
    hyphenatedPieces(spelled('losing words mid-sentence, a 12-^minute video, 2026-11-24')),
  ).toEqual(['losing words ', 'mid-sentence', spelled(', a 12-^minute video, 2026-11-24')])
  expect(hyphenatedPieces(spelled('an at-^home test'))).toEqual([
    'an ',
    spelled('at-^home'),
    ' test',
  ])
})

test('an email address breaks before its @ and each dot of its name, its domain whole', () => {
  expect(emailPieces('care@cellwise-health-lab.example')).toEqual([
    'care',
    '@cellwise-health-lab.example',
  ])
  expect(emailPieces('first.last@mail.example.org')).toEqual([
    'first',
    '.last',
    '@mail.example.org',
  ])
})

test('in a page’s HTML only the text is set, its held words in spans, not word joiners (which reached names and copied text): markup, scripts, styles, entities and a loose box as they were', () => {
  const html =
    '<p class="days-7–10" title="5 days">In 7–10 business days &amp; <b>Nov 24</b></p>' +
    '<script>var d = "5–10 years"</script><style>i::after{content:"5 days"}</style>' +
    '<template><span>in 60 days</span></template><p>Email care@cellwise.example within 60 days.</p>' +
    '<ul data-lines="loose"><li>Results in 7–10 business days</li></ul>'
  expect(typesetHtml(html)).toBe(
    spelled(
      '<p class="days-7–10" title="5 days">In <span class="whitespace-nowrap">7–10</span> business days &amp; <b>Nov_24</b></p>' +
        '<script>var d = "5–10 years"</script><style>i::after{content:"5 days"}</style>' +
        '<template><span>in 60_days</span></template>' +
        '<p>Email care<wbr>@cellwise.example within 60_days.</p>' +
        '<ul data-lines="loose"><li>Results in 7–10 business days</li></ul>',
    ),
  )
})

/** A one-letter word and the word after it, in a page's HTML: one inline block, as written. */
const letters: [input: string, output: string][] = [
  ['<p>It is a promotional price.</p>', '<p>It is <i-b>a promotional</i-b> price.</p>'],
  // Its word's punctuation with it; a held compound held inside it; 'I' and 'A' too.
  [
    '<p>I ordered, a money-back kit (a gift). A kit</p>',
    '<p><i-b>I ordered,</i-b> <i-b>a <span class="whitespace-nowrap">money-back</span></i-b> kit <i-b>(a gift).</i-b> <i-b>A kit</i-b></p>',
  ],
  // Not in a link or a struck price, whose line an inline block would break; not a letter whose
  // word is in the next element, nor a letter inside a word or before its full stop.
  [
    '<p><a href="/x">a link</a> <s>a price</s> <b class="line-through">a fee</b> a <b>b</b> Plan A. Ia x</p>',
    '<p><a href="/x">a link</a> <s>a price</s> <b class="line-through">a fee</b> a <b>b</b> Plan A. Ia x</p>',
  ],
  // A unit a component already set (the quiz's `joinsHeld`) is not set again inside.
  ['<p>for <i-b>a quick</i-b> hit</p>', '<p>for <i-b>a quick</i-b> hit</p>'],
  // Running text (a document's paragraph, `runningText`) leaves its one-letter words free,
  // inside it at any depth; the paragraph after it is set again.
  [
    '<p data-lines="running">It is a <b>promotional, a kit</b></p><p>a kit</p>',
    '<p data-lines="running">It is a <b>promotional, a kit</b></p><p><i-b>a kit</i-b></p>',
  ],
]

test.each(letters)('in a page’s HTML %j is set as %j', (input, output) => {
  const block = (html: string) =>
    html.replace(/<i-b>/g, '<span class="inline-block">').replace(/<\/i-b>/g, '</span>')
  const set = typesetHtml(block(input))
  expect(set).toBe(block(output))
  expect(visibleText(set)).toBe(visibleText(block(input)))
})

test('in a page’s HTML a held figure right before a held phrase goes inside the phrase’s hold, keeping its own', () => {
  const phrase = '<span class="whitespace-nowrap large-text:whitespace-normal">'
  expect(typesetHtml(`<li>Results in 7–10 ${phrase}business days,</span> explained</li>`)).toBe(
    `<li>Results in ${phrase}<span class="whitespace-nowrap">7–10</span> business days,</span> explained</li>`,
  )
})

test('the pages as built carry no word joiner, in their text or attributes', async () => {
  const joiners = await Promise.all(
    sitePages.map(async (page) => [
      page.url,
      (await readFile(join(distDir, 'client', page.file), 'utf8')).match(/.{0,30}\u2060/g) ?? [],
    ]),
  )
  expect(Object.fromEntries(joiners)).toEqual(
    Object.fromEntries(sitePages.map((page) => [page.url, []])),
  )
})

test('the built pages the build typesets hold every range in their text whole, whatever the copy says', async () => {
  const pages = sitePages.filter((page) => page.url !== '/quiz')
  const ranges = await Promise.all(
    pages.map(async (page) => {
      const text = (await readFile(join(distDir, 'client', page.file), 'utf8'))
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
        // A box the build leaves as written (`looseLines`).
        .replace(/<ul [^>]*data-lines="loose"[\s\S]*?<\/ul>/g, '')
        // A range a span holds: as held as by a joiner.
        .replace(/(<span class="whitespace-nowrap">[^<]*\d)–(\d[^<]*<\/span>)/g, '$1–\u2060$2')
        .replace(/<[^>]*>/g, '')
      return {
        url: page.url,
        held: text.match(/\d–\u2060\d/g)?.length ?? 0,
        loose: text.match(/\d–(?!\u2060)\d+/g) ?? [],
      }
    }),
  )
  expect(ranges.reduce((sum, { held }) => sum + held, 0)).toBeGreaterThan(0)
  expect(Object.fromEntries(ranges.map(({ url, loose }) => [url, loose]))).toEqual(
    Object.fromEntries(pages.map((page) => [page.url, []])),
  )
})
