import { Fold } from '@/components/sales/fold'
import { Paragraphs } from '@/components/sales/paragraphs'
import { keptWord, Line } from '@/components/ui/kept-words'
import type { DisclaimerCopy } from '@/content/sales-types'

/**
 * The sales pages' small print in their footer: the FDA-style statement always in view, the rest
 * a tap away (a native disclosure: in the HTML all along, opened by find-in-page where the engine
 * does so), which keeps a phone's long page a screen shorter. The statement's last words kept
 * together (`Line`; Gecko, which has no `text-wrap: pretty`, left 'diagnosis.' alone at 375).
 */
export function Disclaimer({ copy }: { copy: DisclaimerCopy }) {
  return (
    <>
      <p
        data-slot="fda-statement"
        className={`mt-3 rounded-2xl border border-white/15 p-fit-3 text-[0.8125rem] leading-normal font-semibold text-white sm:mt-8 sm:p-5 sm:text-base sm:leading-relaxed text-pretty`}
      >
        {/* Its last clause whole ('its report is not a diagnosis.'): 'a diagnosis.' alone left
            the last line 14 % full at 1280 (rsales17); 30 characters fit the box's line at 320.
            Filled (pretty), not balanced: balanced, its lines stopped ~120 px short of the
            advertorial's box at 1280, the right third empty (review 32). Under sm the units of
            `Statement` keep the lines even and 'any disease;' off a line of its own. */}
        <Statement text={copy.fda} />
      </p>
      <Fold
        summary={copy.smallPrintMore}
        className="mt-1 sm:mt-6"
        inverted
        summaryClassName="text-sm decoration-1!"
      >
        <Paragraphs
          paragraphs={copy.smallPrint}
          className="mt-1 space-y-2 text-xs leading-normal text-brand-200 sm:space-y-3 sm:text-sm sm:leading-relaxed"
        />
      </Fold>
    </>
  )
}

/**
 * The statement with its last clause whole, and under 352 px the three words before it a unit
 * ('prevent any disease;'): the clause is too wide to take 'any disease;' on its line there, and
 * Chromium, whose balance gives up past 6 lines and whose pretty wrap moves too few words, left
 * 'any disease;' alone over it (review 25, 36 % of the box at 320). From 352 px to sm two units,
 * 'cleared or approved it to diagnose,' and 'treat, cure or prevent any disease;': alone,
 * 'prevent any disease;' stood over the clause (rsales28), and with 'cure or prevent any disease;'
 * the unit the last three lines ran 27-31 characters under lines of 38-39 (review 32: '…diagnose,
 * treat, / cure or prevent any disease; / its report…'); now 28 to 38, the last three 30-35.
 * Inline blocks, not held words: wider than its line (200 % text), each wraps in itself.
 */
function Statement({ text }: { text: string }) {
  const parts = /^(.* )(\S+ \S+ \S+ \S+ \S+ \S+,) (\S+, \S+ \S+ )(\S+ \S+ \S+;) (.+)$/s.exec(text)
  if (!parts?.[1] || !parts[2] || !parts[3] || !parts[4] || !parts[5]) return <Line text={text} />
  return (
    <>
      {parts[1]}
      <span className="min-[22rem]:max-sm:inline-block">{parts[2]}</span>{' '}
      <span className="min-[22rem]:max-sm:inline-block">
        {parts[3]}
        <span className="max-[22rem]:inline-block">{parts[4]}</span>
      </span>{' '}
      {keptWord(parts[5], parts[5])}
    </>
  )
}
