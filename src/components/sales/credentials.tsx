import { DottedLine } from '@/components/ui/dotted-line'
import type { Person } from '@/content/sales-types'
import { cn } from '@/lib/cn'

/**
 * A person's credentials, each on a line of its own in the case they are written in (round 9:
 * 'internal medicine · / Integrative…'; round 17b: in capitals, the dot between them, they ran
 * together and shouted; review 18: the advertorial's broke mid-phrase, a line at 320 starting on
 * the dot): split at ' · ', the dot at a line's start not drawn. The expert card on / and the
 * advertorial's endorsement both show the doctor's this way.
 */
export function Credentials({ person, className }: { person: Person; className?: string }) {
  return (
    <DottedLine
      items={person.credentials.split(' · ')}
      className={cn('[&>span]:flex-col', className)}
    />
  )
}
