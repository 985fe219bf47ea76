/**
 * The storyboard page (`npm run storyboard`), one self-contained HTML file: per machine its diagram,
 * its transitions and every state as each engine shows it, captioned with the step and the rules
 * that led there; then every page. Pure: tools/storyboard.ts gathers the pictures.
 */
import { join } from 'node:path'
import escapeHtml from 'escape-html'
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate'
import { getStateNodes } from 'xstate/graph'
import { testDist } from '../build/build-dirs'
import { requirements } from '../docs/requirements'
import type { EngineName } from '../e2e/engines/engine-page'
import type { RegisteredMachine } from '../machines/registry'
import { mermaidOf } from './diagrams'
import {
  describeTargets,
  describeTransition,
  requirementsIn,
  shortId,
  type TraceStep,
  type TransitionInfo,
  transitionsOf,
} from './machine-graph'

export interface StoryPicture {
  engine: EngineName
  /** Viewport width in CSS pixels. */
  width: number
  /** A `data:` URI. */
  src: string
}

/** One state as the visitor sees it. */
export interface StoryShot {
  /** Ids of the deepest state nodes active in it (the sections it is shown under). */
  stateIds: readonly string[]
  /** 'Question 3, ready for an answer'. */
  title: string
  /** The step that led there, in plain words. */
  step: string
  /** The transitions taken, as the diagram writes them. */
  transitions: readonly string[]
  /** Requirement IDs the transitions carry. */
  requirements: readonly string[]
  pictures: readonly StoryPicture[]
}

export interface MachineStory {
  entry: Pick<RegisteredMachine, 'name' | 'machine' | 'file'>
  /** What the pictures frame, in a sentence. */
  framing: string
  /** The machine's diagram: `npm run diagrams`' Mermaid source drawn as inline SVG markup. */
  diagram: string
  shots: readonly StoryShot[]
}

/** Where each engine writes its pictures, and the list of them (tools/storyboard.spec.ts). */
export const storyboardShots = join(testDist, 'storyboard-shots')
export const storyboardWidths = [320, 375, 1280] as const

/** What a picture shows: a page (its first screen or the whole of it), or a machine's screen. */
export type ShotSubject =
  | { kind: 'page'; url: string; whole: boolean; forcedColours?: boolean }
  | {
      kind: 'state'
      machine: string
      /** Orders a machine's screens as the storyboard tells them. */
      order: number
      caption: Omit<StoryShot, 'pictures'>
    }

/** A picture as the list records it: its subject, width and PNG files (parts, top to bottom). */
export type ShotRecord = ShotSubject & { width: number; files: string[] }

/** A page of the page table: its first screen, and the whole page, in each engine and width. */
export interface PageStory {
  url: string
  firstScreens: readonly StoryPicture[]
  wholePages: readonly StoryPicture[]
  /** The first screen in forced colours (Chromium alone emulates them). */
  forcedColours?: readonly StoryPicture[]
}

export interface StoryboardMeta {
  generatedAt: string
}

const engineNames: Record<EngineName, string> = {
  chromium: 'Chromium (Blink)',
  webkit: 'WebKit (WebKitGTK)',
  gecko: 'Gecko (Firefox ESR)',
}

/** Rows of pictures, one per engine, each at every width, narrowest first. */
function pictureRows(pictures: readonly StoryPicture[], alt: string): string {
  const engines = (Object.keys(engineNames) as EngineName[]).filter((engine) =>
    pictures.some((picture) => picture.engine === engine),
  )
  return engines
    .map((engine) => {
      const row = pictures
        .filter((picture) => picture.engine === engine)
        .sort((a, b) => a.width - b.width)
        .map(
          (picture) =>
            `<figure class="w${picture.width}"><img src="${picture.src}" alt="${escapeHtml(`${alt}, ${picture.width} px wide, in ${engineNames[engine]}`)}"><figcaption>${picture.width} px</figcaption></figure>`,
        )
      return `<p class="engine">${engineNames[engine]}</p><div class="pictures">${row.join('')}</div>`
    })
    .join('\n')
}

/** The deepest state nodes a snapshot is in. */
function leafStatesOf(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): AnyStateNode[] {
  const active = getStateNodes(machine).filter((node) => snapshot.matches(node.path.join('.')))
  return active.filter((node) => !active.some((other) => other.parent === node))
}

/**
 * The caption facts of a replayed step: the deepest states it ends in, the transitions it took and
 * their requirement IDs (the states' own are shown with each state).
 */
export function captionOfStep(
  machine: AnyStateMachine,
  step: TraceStep,
): Pick<StoryShot, 'stateIds' | 'transitions' | 'requirements'> {
  const byKey = new Map(transitionsOf(machine).map((transition) => [transition.key, transition]))
  const taken = step.taken.flatMap((key) => byKey.get(key) ?? [])
  const ids = taken.flatMap((transition) => requirementsIn(transition.definition.meta))
  return {
    stateIds: leafStatesOf(machine, step.after).map((node) => node.id),
    transitions: taken.map(
      (transition) =>
        `${shortId(transition.source)} → ${describeTargets(transition)}: ${describeTransition(transition)}`,
    ),
    requirements: [...new Set(ids)],
  }
}

export function sectionId(node: AnyStateNode): string {
  return `state-${node.id.replace(/[^A-Za-z0-9_-]/g, '-')}`
}
const machineSectionId = (name: string) => `machine-${name}`

const ruleText = new Map<string, string>(requirements.map((r) => [r.id, r.rule]))

function requirementList(ids: readonly string[]): string {
  const items = ids.map(
    (id) =>
      `<li><code>${escapeHtml(id)}</code> ${escapeHtml(ruleText.get(id) ?? 'not in docs/requirements.ts')}</li>`,
  )
  return `<ul class="reqs">${items.join('')}</ul>`
}

function transitionRow(transition: TransitionInfo): string {
  const description = transition.definition.description
  return `<tr><td><code>${escapeHtml(shortId(transition.source))}</code></td><td>${escapeHtml(describeTransition(transition))}${description ? `<br><span class="muted">${escapeHtml(description)}</span>` : ''}</td><td><code>${escapeHtml(describeTargets(transition))}</code></td><td>${requirementsIn(
    transition.definition.meta,
  )
    .map((id) => `<code>${escapeHtml(id)}</code>`)
    .join(' ')}</td></tr>`
}

function diagram(machine: AnyStateMachine, drawing: string): string {
  const rows = transitionsOf(machine).map(transitionRow).join('')
  return `<h3>Diagram</h3>
<figure class="diagram">${drawing}</figure>
<h3>How it moves</h3>
<table class="moves"><thead><tr><th>From</th><th>When</th><th>To</th><th>Rules</th></tr></thead><tbody>${rows}</tbody></table>
<details><summary>Diagram source (Mermaid; GitHub draws it in docs/machines.md)</summary><pre>${escapeHtml(mermaidOf(machine))}</pre></details>`
}

function shotFigure(shot: StoryShot): string {
  const transitions = shot.transitions.length
    ? `<p class="muted">Transition: ${shot.transitions.map((t) => `<code>${escapeHtml(t)}</code>`).join(', then ')}</p>`
    : ''
  return `<article class="shot"><h4>${escapeHtml(shot.title)}</h4>
<p class="step"><strong>How the visitor got here:</strong> ${escapeHtml(shot.step)}</p>${transitions}
${shot.requirements.length ? `<p class="muted">Rules of this step:</p>${requirementList(shot.requirements)}` : ''}
${pictureRows(shot.pictures, shot.title)}</article>`
}

/** Why a state has no picture of its own. */
function missingPictureNote(node: AnyStateNode): string {
  if (Object.keys(node.states).length > 0) {
    const inner = Object.values(node.states as Record<string, AnyStateNode>).map(
      (child) => `<a href="#${sectionId(child)}"><code>${escapeHtml(shortId(child))}</code></a>`,
    )
    return `<p class="none">The visitor sees its inner states: ${inner.join(', ')}.</p>`
  }
  if (node.always?.length) {
    return '<p class="none">No picture: the machine passes through this state and leaves it in the same instant, so the visitor never sees it.</p>'
  }
  return '<p class="none">No picture: no generated path stops here.</p>'
}

function stateSection(node: AnyStateNode, shots: readonly StoryShot[]): string {
  const own = shots.filter((shot) => shot.stateIds.includes(node.id))
  const depth = node.path.length
  return `<section class="state depth${depth}" id="${sectionId(node)}">
<h3>State <code>${escapeHtml(shortId(node))}</code></h3>
<p>${escapeHtml(node.description ?? 'No description in the machine.')}</p>
${requirementsIn(node.meta).length ? `<p class="muted">Rules this state carries:</p>${requirementList(requirementsIn(node.meta))}` : ''}
${own.length ? own.map(shotFigure).join('\n') : missingPictureNote(node)}
</section>`
}

function machineSection(story: MachineStory): string {
  const { machine, name, file } = story.entry
  const nodes = getStateNodes(machine)
  return `<section class="machine" id="${machineSectionId(name)}">
<h2>${escapeHtml(name)}</h2>
<p class="lede">${escapeHtml(machine.root.description ?? '')}</p>
<p class="muted">Defined in <code>${escapeHtml(file)}</code>. ${escapeHtml(story.framing)}</p>
${diagram(machine, story.diagram)}
${nodes.map((node) => stateSection(node, story.shots)).join('\n')}
</section>`
}

const pageSectionId = (url: string) => `page-${url.replace(/[^A-Za-z0-9_-]/g, '-')}`

function pageSection(page: PageStory): string {
  return `<section class="state" id="${pageSectionId(page.url)}">
<h3>Page <code>${escapeHtml(page.url)}</code></h3>
<h4>The first screen</h4>
${pictureRows(page.firstScreens, `${page.url}, first screen`)}
${page.forcedColours?.length ? `<h4>The first screen in forced colours (Windows High Contrast)</h4>\n${pictureRows(page.forcedColours, `${page.url}, first screen in forced colours`)}` : ''}
<details><summary>The whole page</summary>
${pictureRows(page.wholePages, `${page.url}, whole page`)}
</details>
</section>`
}

function contents(stories: readonly MachineStory[], pages: readonly PageStory[]): string {
  const items = stories.map((story) => {
    const states = getStateNodes(story.entry.machine).map((node) => {
      const count = story.shots.filter((shot) => shot.stateIds.includes(node.id)).length
      return `<li><a href="#${sectionId(node)}"><code>${escapeHtml(shortId(node))}</code></a>${count ? ` <span class="muted">(${count})</span>` : ''}</li>`
    })
    return `<li><a href="#${machineSectionId(story.entry.name)}">${escapeHtml(story.entry.name)}</a><ul>${states.join('')}</ul></li>`
  })
  const pageItems = pages.map(
    (page) =>
      `<li><a href="#${pageSectionId(page.url)}"><code>${escapeHtml(page.url)}</code></a></li>`,
  )
  return `<nav><h2>Contents</h2><ul class="toc">${items.join('')}<li><a href="#pages">Pages</a><ul>${pageItems.join('')}</ul></li></ul></nav>`
}

const style = `
:root{font:16px/1.5 system-ui,sans-serif;color:#1c2b2b;background:#f6f4ef}
body{max-width:1800px;margin:0 auto;padding:24px}
h1{margin:0 0 8px}h2{margin-top:48px;border-bottom:3px solid #0f4c4c;padding-bottom:4px}
h3{margin:32px 0 8px}h4{margin:0 0 6px;font-size:1.1rem}
code{font:0.9em ui-monospace,monospace;background:#e9e5dc;padding:1px 4px;border-radius:3px}
.muted,.none{color:#5b6666}.none{font-style:italic}.lede{font-size:1.1rem}
nav{background:#fff;padding:8px 24px 16px;border-radius:8px}
.toc{columns:3 280px}.toc ul{padding-left:18px}
table{border-collapse:collapse;background:#fff;width:100%}
td,th{border:1px solid #d6d1c4;padding:4px 8px;text-align:left;vertical-align:top}
pre{background:#fff;padding:12px;overflow:auto;font-size:12px}
.diagram{background:#fff;border-radius:8px;margin:0;padding:16px;overflow-x:auto}.diagram svg{display:block;margin:0 auto;height:auto;min-width:600px}
.state{background:#fff;border-radius:8px;padding:8px 24px 24px;margin:24px 0}
.state.depth2{margin-left:32px}.state.depth3{margin-left:64px}
.shot{border-top:1px solid #e2ddd2;padding-top:16px;margin-top:16px}
.reqs{margin:4px 0 12px;padding-left:20px}.reqs code{font-weight:600}
.engine{font-weight:600;margin:12px 0 4px}
.pictures{display:flex;gap:24px;align-items:flex-start}
.pictures figure{margin:0}.pictures img{display:block;border:1px solid #c9c3b5;width:100%;height:auto}
.w320{flex:0 0 256px}.w375{flex:0 0 300px}.w1280{flex:1 1 0;max-width:1000px}
figcaption{color:#5b6666;font-size:0.85rem;text-align:center}
@media (max-width:800px){.pictures{flex-direction:column}.w320,.w375{flex-basis:auto;max-width:375px}}
`

/**
 * The whole page. Images are the shots' own `data:` URIs and the diagrams inline SVG; nothing
 * else is loaded.
 */
export function renderStoryboard(
  stories: readonly MachineStory[],
  pages: readonly PageStory[],
  meta: StoryboardMeta,
): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storyboard: every state the visitor can see</title>
<style>${style}</style></head>
<body><header><h1>Storyboard: every state the visitor can see</h1>
<p>Each statechart of the product (its diagram and its transitions), then each of its states as a visitor sees it at 320, 375 and 1280 px, in Chromium, WebKit and Gecko; then every page of the site, its first screen and the whole of it. The pictures come from the built site, driven along the machines' generated test paths by the browser tests' own drivers; each caption says how the visitor got there and which rules (<code>docs/requirements.ts</code>) apply.</p>
<p class="muted">Made by <code>npm run storyboard</code> on ${escapeHtml(meta.generatedAt)}.</p></header>
${contents(stories, pages)}
${stories.map(machineSection).join('\n')}
<section class="machine" id="pages"><h2>Pages</h2>
${pages.map(pageSection).join('\n')}
</section>
</body></html>
`
}
