/**
 * The machines page's "What changed": the comparison `npm run machines:compare -- <ref>` embedded
 * in the page (`virtual:machines-compare`, lab/vite.config.ts), shown for a product person to approve: per machine,
 * its states, transitions, guards, delays and requirements added, removed or changed, and each
 * generated path that now goes differently, played on both revisions step by step side by side,
 * the steps that differ marked. Ticking a machine's approval writes a note to paste into the
 * review; nothing is sent anywhere. Without a comparison, it says how to make one.
 */
import './compare.css'
import type { Change, ChangeKind, Comparison, MachineComparison, PathDifference } from './compare'

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props)
  node.append(...children)
  return node
}

const kinds: Record<ChangeKind, string> = {
  state: 'States',
  transition: 'Transitions (what happens on an event)',
  guard: 'Conditions (guards)',
  delay: 'Delays',
  requirement: 'Requirements',
}

const verbs: Record<Change['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
}

const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`

const short = (commit?: string) => (commit ? ` (${commit.slice(0, 8)})` : '')

function changeItem(change: Change, before: string): HTMLElement {
  const head = el(
    'p',
    {},
    el('span', { className: `change-badge ${change.change}` }, verbs[change.change]),
    ' ',
    el('strong', {}, change.name),
  )
  if (change.change !== 'changed') {
    return el(
      'li',
      {},
      head,
      el(
        'ul',
        {},
        ...change.details.map((detail) =>
          el('li', {}, `${detail.field}: `, detail.before ?? detail.now ?? ''),
        ),
      ),
    )
  }
  return el(
    'li',
    {},
    head,
    el(
      'table',
      { className: 'change-table' },
      el(
        'thead',
        {},
        el(
          'tr',
          {},
          el('th', { scope: 'col' }, 'What'),
          el('th', { scope: 'col' }, before),
          el('th', { scope: 'col' }, 'Now'),
        ),
      ),
      el(
        'tbody',
        {},
        ...change.details.map((detail) =>
          el(
            'tr',
            {},
            el('th', { scope: 'row' }, detail.field),
            el('td', {}, detail.before ?? ''),
            el('td', {}, detail.now ?? ''),
          ),
        ),
      ),
    ),
  )
}

const differsWords: Record<PathDifference['differs'][number], string> = {
  screens: 'its steps differ',
  ending: 'it ends differently',
}

const generatedWords: Record<PathDifference['generatedBy'], string> = {
  both: 'Both revisions’ test models generate this path.',
  before: 'Only the earlier revision’s test model generates this path; it is played on both.',
  now: 'Only this revision’s test model generates this path; it is played on both.',
}

/** One path played on both revisions, step by step side by side, the steps that differ marked. */
function pathItem(path: PathDifference, before: string): HTMLElement {
  const events = ['(start)', ...path.events]
  const rows = events.map((event, index) => {
    const was = path.before?.states[index] ?? '—'
    const is = path.now?.states[index] ?? '—'
    const differs = was !== is
    return el(
      'tr',
      { className: differs ? 'differs' : '' },
      el('td', {}, String(index)),
      el('td', {}, event),
      el('td', {}, was),
      el('td', {}, is),
      el('td', {}, differs ? 'differs' : ''),
    )
  })
  const ending = (play: PathDifference['before']) =>
    play ? `${play.words}; ends in ${play.ending}` : 'not on this revision'
  return el(
    'li',
    {},
    el(
      'details',
      { className: 'path-difference' },
      el(
        'summary',
        {},
        path.now?.words ?? path.before?.words ?? '',
        el(
          'span',
          { className: 'path-tag' },
          ` ${path.differs.map((each) => differsWords[each]).join('; ')}`,
        ),
      ),
      el(
        'p',
        {},
        path.scenario ? `Scenario: ${path.scenario}. ` : '',
        generatedWords[path.generatedBy],
      ),
      el(
        'dl',
        { className: 'path-endings' },
        el('dt', {}, before),
        el('dd', {}, ending(path.before)),
        el('dt', {}, 'Now'),
        el('dd', {}, ending(path.now)),
      ),
      el(
        'div',
        { className: 'path-steps' },
        el(
          'table',
          {},
          el('caption', {}, 'Each step played on both revisions’ machines'),
          el(
            'thead',
            {},
            el(
              'tr',
              {},
              ...['Step', 'Event', before, 'Now', 'Same?'].map((title) =>
                el('th', { scope: 'col' }, title),
              ),
            ),
          ),
          el('tbody', {}, ...rows),
        ),
      ),
    ),
  )
}

function machineSection(
  machine: MachineComparison,
  title: string,
  before: string,
  onApprove: (approved: boolean) => void,
): HTMLElement {
  const presence =
    machine.presence === 'added' ? ' (new)' : machine.presence === 'removed' ? ' (removed)' : ''
  const groups = (Object.keys(kinds) as ChangeKind[]).flatMap((kind) => {
    const changes = machine.changes.filter((change) => change.kind === kind)
    if (!changes.length) return []
    return [
      el('h4', {}, kinds[kind]),
      el('ul', { className: 'changes' }, ...changes.map((change) => changeItem(change, before))),
    ]
  })
  const played = machine.paths.length + machine.samePaths
  const approve = el('input', {
    type: 'checkbox',
    id: `approve-${machine.name}`,
    onchange: () => onApprove(approve.checked),
  })
  return el(
    'section',
    { className: 'compared', ariaLabel: `${title}: what changed` },
    el('h3', {}, `${title}${presence}`),
    ...groups,
    el('h4', {}, `Paths that go differently: ${machine.paths.length} of ${played}`),
    machine.paths.length
      ? el(
          'ul',
          { className: 'path-differences' },
          ...machine.paths.map((path) => pathItem(path, before)),
        )
      : el('p', {}, 'Every generated path goes as before.'),
    el(
      'p',
      { className: 'switch' },
      approve,
      el('label', { htmlFor: approve.id }, ` I approve what changed in ${title.toLowerCase()}`),
    ),
  )
}

/** The section "What changed", in `main`, for `comparison` (none: how to make one). */
export function showComparison(
  main: HTMLElement,
  comparison: Comparison | null,
  titleOf: (name: string, id: string) => string,
): void {
  if (!comparison) {
    main.replaceChildren(
      el('h2', {}, 'What changed'),
      el(
        'p',
        {},
        'This page holds no comparison yet. To make one, run ',
        el('code', {}, 'npm run machines:compare -- main'),
        ' in the repository (or name a release tag or any other git ref instead of main; with none, the last tag). It compares the machines, by what they do, with that revision and rebuilds this page with the result.',
      ),
    )
    return
  }
  const before = `Before: ${comparison.before.label}`
  const changed = comparison.machines.filter(
    (machine) => machine.changes.length || machine.paths.length || machine.presence !== 'both',
  )
  const approved = new Set<string>()
  const note = el('textarea', { id: 'approval-note', readOnly: true, rows: 4 })
  const writeNote = () => {
    const names = changed.filter((machine) => approved.has(machine.name))
    note.value = names.length
      ? [
          `Approved by behaviour, ${comparison.now.label}${short(comparison.now.commit)} against ${comparison.before.label}${short(comparison.before.commit)}:`,
          ...names.map(
            (machine) =>
              `- ${titleOf(machine.name, machine.id)}: ${count(machine.changes.length, 'change')} in its structure, ${count(machine.paths.length, 'path')} that go differently`,
          ),
        ].join('\n')
      : ''
  }
  main.replaceChildren(
    el('h2', {}, `What changed since ${comparison.before.label}`),
    el(
      'p',
      { className: 'compared-intro' },
      `The machines of ${comparison.now.label}${short(comparison.now.commit)} compared with ${comparison.before.label}${short(comparison.before.commit)} by what they do: what was added, removed or changed, and every generated test path of either, played on both, that now goes differently. `,
      changed.length ? 'Approve each machine’s changes below.' : 'No machine behaves differently.',
    ),
    ...changed.map((machine) =>
      machineSection(machine, titleOf(machine.name, machine.id), before, (yes) => {
        if (yes) approved.add(machine.name)
        else approved.delete(machine.name)
        writeNote()
      }),
    ),
    ...(changed.length
      ? [
          el(
            'label',
            { htmlFor: note.id, className: 'note-label' },
            'Your approval, to paste into the review (nothing is sent from here)',
          ),
          note,
        ]
      : []),
  )
}
