// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'
import { paintFirstScript, wholeLayoutTag } from '../build/inline-scripts'

type Callback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: FakeObserver,
) => void

/** A PerformanceObserver whose paint entries the test hands out. */
class FakeObserver {
  static supportedEntryTypes: readonly string[] = ['paint', 'largest-contentful-paint']
  static instances: FakeObserver[] = []
  observing = false
  constructor(readonly callback: Callback) {
    FakeObserver.instances.push(this)
  }
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true })
    this.observing = true
  }
  disconnect() {
    this.observing = false
  }
  report(name: string) {
    if (this.observing)
      this.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, this)
  }
}

/**
 * Runs the loader as the parser would: its tag at the end of <body>, `document.currentScript`
 * pointing at it, with the given PerformanceObserver (jsdom runs no inline script itself). The
 * page's load event never comes: the loader's way on without a paint entry (Firefox at a #link)
 * is e2e/sales.spec.ts's, a deep link that comes alive in each engine.
 */
function runLoader(files: string[], observer: unknown) {
  const template = document.createElement('template')
  template.innerHTML = paintFirstScript({
    first: files,
    later: ['assets/results-4.js'],
    face: { href: '/assets/face-5.woff2', weight: '400 600' },
  })
  const script = template.content.firstElementChild as HTMLScriptElement
  document.body.append(script)
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
  const window = { PerformanceObserver: observer, addEventListener: () => {} }
  try {
    new Function('window', 'PerformanceObserver', script.text)(window, observer)
  } finally {
    Reflect.deleteProperty(document, 'currentScript')
  }
}

const loaded = () => ({
  preloads: [...document.head.querySelectorAll('link[rel="modulepreload"]')].map(
    (link) => `${link.getAttribute('href')} ${link.getAttribute('fetchpriority')}`,
  ),
  modules: [...document.head.querySelectorAll('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  ),
})

const files = ['assets/react-1.js', 'assets/campaign-2.js', 'assets/quiz-3.js']

afterEach(() => {
  document.head.replaceChildren()
  document.body.replaceChildren()
  document.documentElement.removeAttribute('data-display-face')
  document.documentElement.removeAttribute('data-layout')
  history.replaceState(null, '')
  FakeObserver.instances = []
  Reflect.deleteProperty(document, 'fonts')
  Reflect.deleteProperty(HTMLElement.prototype, 'getBoundingClientRect')
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/**
 * A font set that takes the faces added, and an engine (jsdom lays out nothing) that draws a text
 * in the heading face, wider than in monospace, once `drawn` says so: a face may load and yet not
 * be drawn.
 */
function fakeFonts() {
  const fonts = { added: [] as unknown[], drawn: false }
  const add = (face: unknown) => fonts.added.push(face)
  Object.defineProperty(document, 'fonts', { value: { add }, configurable: true })
  Object.defineProperty(HTMLElement.prototype, 'getBoundingClientRect', {
    configurable: true,
    value(this: HTMLElement) {
      const face = fonts.drawn && this.style.fontFamily.includes('Source Serif 4')
      return { width: face ? 320 : 300 }
    },
  })
  return fonts
}

/** A FontFace whose loads the test ends, and the faces made, as the loader made them. */
function fakeFontFace() {
  const faces = { made: [] as unknown[], arrive: () => {} }
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(...args: unknown[]) {
        faces.made.push(args)
      }
      load = () => new Promise<void>((resolve) => (faces.arrive = resolve))
    },
  )
  return faces
}

test('the paint-first loader fetches nothing until the first contentful paint, then in one wave the entry, its imports, what it needs later at low priority, and the heading face', async () => {
  const fonts = fakeFonts()
  fonts.drawn = true
  const faces = fakeFontFace()
  // The face arrives at once: on a busy machine the real clock let 100 ms pass between its
  // request and its arrival, and the loader rightly kept the stand-ins.
  vi.spyOn(performance, 'now').mockReturnValue(1000)
  const shown = () => document.documentElement.hasAttribute('data-display-face')
  const nothing = { preloads: [], modules: [] }
  runLoader(files, FakeObserver)
  expect(loaded()).toEqual(nothing)
  expect(faces.made).toEqual([])

  const [observer] = FakeObserver.instances
  observer?.report('first-paint')
  expect(loaded()).toEqual(nothing)

  observer?.report('first-contentful-paint')
  expect(loaded()).toEqual({
    preloads: ['/assets/react-1.js auto', '/assets/campaign-2.js auto', '/assets/results-4.js low'],
    modules: ['/assets/quiz-3.js'],
  })
  expect(observer?.observing).toBe(false)
  // The first paint waited on no font file; the headings switch once the face is in and drawn.
  expect(faces.made).toHaveLength(1)
  expect(shown()).toBe(false)
  faces.arrive()
  await Promise.resolve()
  expect(shown()).toBe(true)
})

test('a heading face that loads and yet is not drawn leaves the page to its stand-ins', async () => {
  fakeFonts()
  const faces = fakeFontFace()
  runLoader(files, FakeObserver)
  FakeObserver.instances[0]?.report('first-contentful-paint')
  faces.arrive()
  await Promise.resolve()
  expect(faces.made).toHaveLength(1)
  expect(document.documentElement.hasAttribute('data-display-face')).toBe(false)
})

test('an engine without FontFace asks for no face and keeps the stand-ins', () => {
  const fonts = fakeFonts()
  runLoader(files, FakeObserver)
  FakeObserver.instances[0]?.report('first-contentful-paint')
  expect(fonts.added).toEqual([])
  expect(document.documentElement.hasAttribute('data-display-face')).toBe(false)
})

test('where the engine has FontFace, the face is loaded apart at `swap` (Gecko drops an `optional` one that waited), and the headings switch once it draws', async () => {
  const fonts = fakeFonts()
  fonts.drawn = true
  const faces = fakeFontFace()
  runLoader(files, FakeObserver)
  expect(faces.made).toEqual([])
  FakeObserver.instances[0]?.report('first-contentful-paint')
  expect(faces.made).toEqual([
    ['Source Serif 4', 'url(/assets/face-5.woff2)', { weight: '400 600', display: 'swap' }],
  ])
  expect(fonts.added).toHaveLength(1)
  expect(document.documentElement.hasAttribute('data-display-face')).toBe(false)
  faces.arrive()
  await Promise.resolve()
  expect(document.documentElement.hasAttribute('data-display-face')).toBe(true)
})

test.each([
  [100, true],
  [101, false],
])(
  'a face whose last byte came %d ms after it was asked for is drawn: %s, however late the page gets to it',
  async (after, shown) => {
    const fonts = fakeFonts()
    fonts.drawn = true
    const faces = fakeFontFace()
    let now = 5000
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) =>
      name === `${location.origin}/assets/face-5.woff2`
        ? [{ responseEnd: 5000 + after } as PerformanceResourceTiming]
        : [],
    )
    runLoader(files, FakeObserver)
    FakeObserver.instances[0]?.report('first-contentful-paint')
    now += 400
    faces.arrive()
    await Promise.resolve()
    expect(document.documentElement.hasAttribute('data-display-face')).toBe(shown)
  },
)

/** Runs the sales pages' <head> script as the parser would, for a visit of the given navigation type. */
function runWholeLayout(type: NavigationTimingType) {
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
    { type } as PerformanceNavigationTiming,
  ])
  const template = document.createElement('template')
  template.innerHTML = wholeLayoutTag({ href: '/assets/face-5.woff2', weight: '400 600' })
  const script = template.content.firstElementChild as HTMLScriptElement
  document.head.append(script)
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true })
  try {
    new Function(script.text)()
  } finally {
    Reflect.deleteProperty(document, 'currentScript')
  }
}

test.each([
  [101, 'its stand-ins, and asks for no face', false, []],
  [100, 'the face, loaded from the start', true, [{ weight: '400 600', display: 'block' }]],
])(
  'a reload or Back of a visit whose face came %d ms after it was asked for draws %s',
  async (after, _, face, madeOnReturn) => {
    const fonts = fakeFonts()
    fonts.drawn = true
    const faces = fakeFontFace()
    vi.spyOn(performance, 'now').mockReturnValue(5000)
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([
      { responseEnd: 5000 + after } as PerformanceResourceTiming,
    ])
    runLoader(files, FakeObserver)
    FakeObserver.instances[0]?.report('first-contentful-paint')
    faces.arrive()
    await Promise.resolve()
    expect(document.documentElement.hasAttribute('data-display-face')).toBe(face)

    for (const type of ['reload', 'back_forward'] as const) {
      faces.made = []
      document.documentElement.removeAttribute('data-display-face')
      runWholeLayout(type)
      expect(document.documentElement.dataset.layout).toBe('whole')
      expect(document.documentElement.hasAttribute('data-display-face')).toBe(face)
      expect(faces.made.map((made) => (made as unknown[])[2])).toEqual(madeOnReturn)
      // The loader, at the end of <body>, asks for no other.
      const made = faces.made.length
      runLoader(files, FakeObserver)
      FakeObserver.instances.at(-1)?.report('first-contentful-paint')
      expect(faces.made.length).toBe(made)
    }
  },
)

test('a visit laid out whole that is not a return to one (a link to a #section) lists the face from the start, at `optional`', () => {
  fakeFonts()
  const faces = fakeFontFace()
  runWholeLayout('navigate')
  expect(document.documentElement.dataset.layout).toBeUndefined()
  runWholeLayout('back_forward')
  expect(document.documentElement.hasAttribute('data-display-face')).toBe(true)
  expect(faces.made.map((made) => (made as unknown[])[2])).toEqual([
    { weight: '400 600', display: 'optional' },
  ])
})

test('on a page with a first-priority image, the loader waits for it to be decoded', async () => {
  let decoded = () => {}
  const hero = document.createElement('img')
  hero.setAttribute('fetchpriority', 'high')
  hero.decode = () => new Promise<void>((resolve) => (decoded = resolve))
  document.body.append(hero)
  runLoader(files, FakeObserver)
  FakeObserver.instances[0]?.report('first-contentful-paint')
  expect(loaded().modules).toEqual([])
  decoded()
  await Promise.resolve()
  expect(loaded().modules).toEqual(['/assets/quiz-3.js'])
})

test.each([
  ['no paint timing', undefined],
  [
    'paint timing without paint entries',
    class extends FakeObserver {
      static override supportedEntryTypes = ['mark', 'measure']
    },
  ],
])('the loader loads at once where the browser has %s', (_, observer) => {
  runLoader(files, observer)
  expect(loaded().modules).toEqual(['/assets/quiz-3.js'])
})

test('prerendered, a page asks for its scripts at once and runs its entry on the visit; the quiz, whose entry waits for the visit itself, at once', () => {
  const quiz = '<script data-hold-clicks></script>'
  for (const [html, atOnce] of [
    ['', []],
    [quiz, ['/assets/quiz-3.js']],
  ] as const) {
    document.head.replaceChildren()
    document.body.innerHTML = html
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true })
    runLoader(files, FakeObserver)
    expect(loaded().preloads).toContain('/assets/react-1.js auto')
    expect(loaded().modules).toEqual(atOnce)
    Reflect.deleteProperty(document, 'prerendering')
    document.dispatchEvent(new Event('prerenderingchange'))
    expect(loaded().modules).toEqual(['/assets/quiz-3.js'])
  }
})
