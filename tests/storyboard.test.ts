/**
 * The storyboard page (tools/storyboard-html.ts) rendered from fake pictures: it must open from
 * disk with nothing to fetch, and give every state of every registered machine a section. The
 * browser run that takes the real pictures is `npm run storyboard`.
 */
import { describe, expect, it } from 'vitest'
import { getStateNodes } from 'xstate/graph'
import { requirements } from '../docs/requirements'
import { machineRegistry } from '../machines/registry'
import { type MachineStory, renderStoryboard, sectionId } from '../tools/storyboard-html'

/** A 1x1 GIF, as a picture of a screen. */
const pixel = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='

const [rule] = requirements
/** A drawn diagram, as Mermaid writes one: its arrows point at markers within the drawing. */
const drawing = (name: string) =>
  `<svg id="diagram-${name}" xmlns="http://www.w3.org/2000/svg"><path marker-end="url(#diagram-${name}-arrow)"/></svg>`

function storiesWithOneShot(): MachineStory[] {
  return machineRegistry.map((entry) => {
    const [first] = getStateNodes(entry.machine)
    return {
      entry,
      framing: 'Fake pictures.',
      diagram: drawing(entry.name),
      shots: first
        ? [
            {
              stateIds: [first.id],
              title: `A fake screen of ${entry.name}`,
              step: 'The visitor did something.',
              transitions: [],
              requirements: rule ? [rule.id] : [],
              pictures: [
                { engine: 'webkit', width: 375, src: pixel },
                { engine: 'gecko', width: 1280, src: pixel },
              ],
            },
          ]
        : [],
    }
  })
}

const page = {
  url: '/quiz',
  firstScreens: [{ engine: 'chromium', width: 320, src: pixel }],
  wholePages: [{ engine: 'chromium', width: 320, src: pixel }],
} as const
const html = renderStoryboard(storiesWithOneShot(), [page], { generatedAt: '2026-01-01T00:00:00Z' })

describe('the storyboard page', () => {
  it('loads nothing: every src and href is inline data or a link within the page', () => {
    const references = [...html.matchAll(/\b(src|href)="([^"]*)"/g)].map(([, , value]) => value)
    expect(references.length).toBeGreaterThan(0)
    for (const reference of references) expect(reference).toMatch(/^(data:|#)/)
    expect(html).not.toMatch(/<script\b|<link\b|@import|url\((?!#)/)
  })

  it("has each machine's drawn diagram, and a section and a contents link for each of its states", () => {
    for (const { name, machine } of machineRegistry) {
      expect(html).toContain(drawing(name))
      for (const node of getStateNodes(machine)) {
        expect(html).toContain(`id="${sectionId(node)}"`)
        expect(html).toContain(`href="#${sectionId(node)}"`)
      }
    }
  })

  it('shows each picture in its engine and width, captioned with the rule behind its requirement ID', () => {
    expect(html.match(new RegExp(`src="${pixel}"`, 'g'))).toHaveLength(
      2 * machineRegistry.length + 2,
    )
    for (const { name } of machineRegistry) {
      expect(html).toContain(`alt="A fake screen of ${name}, 375 px wide, in WebKit (WebKitGTK)"`)
      expect(html).toContain(`alt="A fake screen of ${name}, 1280 px wide, in Gecko (Firefox ESR)"`)
    }
    expect(html).toContain('alt="/quiz, whole page, 320 px wide, in Chromium (Blink)"')
    if (!rule) throw new Error('The requirements catalogue is empty')
    const escaped = rule.rule.replace(/&/g, '&amp;').replace(/'/g, '&#39;').replace(/"/g, '&quot;')
    expect(html).toContain(escaped)
  })
})
