/**
 * The script every engine page runs before the site's own: it records what went wrong on the
 * page, and it gives the test a clock it can hold. Chromium and Gecko add it as an init script;
 * WebKit's classic WebDriver has none, so its proxy (webkit-proxy.ts) puts it first in <head>.
 *
 * The clock: WebDriver has no fake clock, so the page's timers and animation frames go through
 * this one. Running, they are the browser's own. Held, they wait: `runFor(ms)` moves the held
 * time on and runs what falls due, in order (frames every 16 ms), and `run()` hands whatever
 * still waits back to the browser with the time it had left. `Date.now()` follows this clock
 * (the countdown reads it): it stands still while held, moves with `runFor`, and runs on from
 * there once the clock runs again. `new Date()` and performance.now stay real.
 */

export interface PageWatchOptions {
  /** Hold timers and frames from the first script on (the video loader's 100 ms, for one). */
  clockHeld: boolean
}

/** An element to act on: by role and exact accessible name, or by CSS selector. */
export type Target = { role: 'button' | 'link'; name: string } | { css: string }

/** What the page exposes to the test, as `window.__engineWatch`. */
interface PageWatch {
  /** Console errors and warnings, uncaught errors, rejections, CSP violations, failed loads. */
  problems: string[]
  /**
   * The accessible name as these pages give it: aria-label, aria-labelledby, or the text that
   * is rendered and not hidden from assistive technology.
   */
  nameOf(element: Element): string
  /** The one visible element a target names; throws when there is none or more than one. */
  find(target: Target): Element
  /** Resolves after two real frames (the held clock does not hold it): the page is painted. */
  painted(): Promise<void>
  clock: {
    held: boolean
    hold(): void
    run(): void
    runFor(ms: number): void
  }
}

declare global {
  interface Window {
    __engineWatch: PageWatch
  }
}

/** Runs in the page, before anything else: no imports, no closures over this module. */
function installPageWatch(options: PageWatchOptions) {
  const problems: string[] = []
  const text = (value: unknown) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value)
  for (const level of ['error', 'warn'] as const) {
    const original = console[level]
    console[level] = function (this: Console, ...args: unknown[]) {
      problems.push(`console.${level}: ${args.map(text).join(' ')}`)
      return original.apply(this, args)
    }
  }
  // Bubbling to window: uncaught errors only. Capturing: also elements that failed to load.
  window.addEventListener('error', (event) => {
    problems.push(`uncaught: ${event.message} (${event.filename || 'no file'})`)
  })
  window.addEventListener(
    'error',
    (event) => {
      const element = event.target
      if (element instanceof HTMLScriptElement || element instanceof HTMLImageElement) {
        problems.push(`failed to load: ${element.src}`)
      } else if (element instanceof HTMLLinkElement) {
        problems.push(`failed to load: ${element.href}`)
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => {
    problems.push(`unhandled rejection: ${text(event.reason)}`)
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    problems.push(`CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`)
  })

  const visible = (element: Element) => element.getClientRects().length > 0
  const squash = (value: string) => value.replace(/\s+/g, ' ').trim()
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? ''
    if (!(node instanceof Element)) return ''
    if (node.getAttribute('aria-hidden') === 'true' || !visible(node)) return ''
    return [...node.childNodes].map(textOf).join('')
  }
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label')
    if (label) return squash(label)
    const labelledBy = element.getAttribute('aria-labelledby')
    if (labelledBy) {
      const parts = labelledBy.split(/\s+/).map((id) => document.getElementById(id))
      return squash(parts.map((part) => (part ? textOf(part) : '')).join(' '))
    }
    return squash(textOf(element))
  }
  const find = (target: Target): Element => {
    if ('css' in target) {
      const found = [...document.querySelectorAll(target.css)].filter(visible)
      if (found.length !== 1)
        throw new Error(`${found.length} visible elements match ${target.css}`)
      return found[0] as Element
    }
    const selector = target.role === 'button' ? 'button, [role=button]' : 'a[href], [role=link]'
    const candidates = [...document.querySelectorAll(selector)].filter(visible)
    const found = candidates.filter((element) => nameOf(element) === target.name)
    if (found.length !== 1) {
      const names = candidates.map(nameOf).join(' | ')
      throw new Error(
        `${found.length} ${target.role}s named "${target.name}" (there are: ${names})`,
      )
    }
    return found[0] as Element
  }

  const real = {
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestAnimationFrame: window.requestAnimationFrame.bind(window),
    cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
  }
  const frameMs = 16
  interface Pending {
    run: (now: number) => void
    /** Held time at which it is due, while held; the real time it is due, while running. */
    due: number
    frame: boolean
    /** The browser's id while running. */
    realId?: number
  }
  const pending = new Map<number, Pending>()
  let nextId = 1
  let held = false
  let heldNow = 0
  // Date.now(): the real time plus `dateOffset` while running; `heldFrom` plus the held time
  // while held.
  const realDateNow = Date.now.bind(Date)
  let dateOffset = 0
  let heldFrom = 0
  Date.now = () => (held ? heldFrom + heldNow : realDateNow() + dateOffset)

  function start(id: number, entry: Pending) {
    if (held) {
      entry.realId = undefined
      return
    }
    if (entry.frame) {
      entry.realId = real.requestAnimationFrame((now) => {
        pending.delete(id)
        entry.run(now)
      })
    } else {
      entry.realId = real.setTimeout(
        () => {
          pending.delete(id)
          entry.run(performance.now())
        },
        Math.max(0, entry.due - performance.now()),
      )
    }
  }
  function stop(entry: Pending) {
    if (entry.realId === undefined) return
    if (entry.frame) real.cancelAnimationFrame(entry.realId)
    else real.clearTimeout(entry.realId)
    entry.realId = undefined
  }
  function add(run: (now: number) => void, delay: number, frame: boolean): number {
    const id = nextId++
    const wait = Math.max(0, Number(delay) || 0)
    const entry: Pending = {
      run,
      frame,
      due: held ? heldNow + wait : performance.now() + wait,
    }
    pending.set(id, entry)
    start(id, entry)
    return id
  }
  function remove(id: number) {
    const entry = pending.get(id)
    if (!entry) return
    stop(entry)
    pending.delete(id)
  }

  const timeout = (handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    add(() => (typeof handler === 'function' ? handler(...args) : undefined), delay ?? 0, false)
  window.setTimeout = timeout as typeof window.setTimeout
  window.clearTimeout = ((id?: number) => remove(Number(id))) as typeof window.clearTimeout
  window.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    const every = Math.max(1, Number(delay) || 0)
    const id = nextId++
    const tick = () => {
      const entry: Pending = {
        run: () => {
          tick()
          if (typeof handler === 'function') handler(...args)
        },
        frame: false,
        due: held ? heldNow + every : performance.now() + every,
      }
      pending.set(id, entry)
      start(id, entry)
    }
    tick()
    return id
  }) as typeof window.setInterval
  window.clearInterval = ((id?: number) => remove(Number(id))) as typeof window.clearInterval
  window.requestAnimationFrame = (callback) => add(callback, frameMs, true)
  window.cancelAnimationFrame = (id) => remove(id)

  const clock = {
    get held() {
      return held
    },
    hold() {
      if (held) return
      const now = performance.now()
      heldFrom = Date.now()
      held = true
      heldNow = 0
      for (const entry of pending.values()) {
        stop(entry)
        entry.due = entry.frame ? frameMs : Math.max(0, entry.due - now)
      }
    },
    run() {
      if (!held) return
      const now = performance.now()
      dateOffset = heldFrom + heldNow - realDateNow()
      held = false
      for (const [id, entry] of pending) {
        entry.due = now + Math.max(0, entry.due - heldNow)
        start(id, entry)
      }
    },
    runFor(ms: number) {
      if (!held) throw new Error('runFor needs a held clock')
      const end = heldNow + ms
      for (;;) {
        let next: [number, Pending] | undefined
        for (const item of pending) {
          if (item[1].due <= end && (!next || item[1].due < next[1].due)) next = item
        }
        if (!next) break
        const [id, entry] = next
        pending.delete(id)
        heldNow = Math.max(heldNow, entry.due)
        entry.run(performance.now())
      }
      heldNow = end
    },
  }
  const painted = () =>
    new Promise<void>((resolve) =>
      real.requestAnimationFrame(() => real.requestAnimationFrame(() => resolve())),
    )
  window.__engineWatch = { problems, nameOf, find, painted, clock }
  if (options.clockHeld) clock.hold()
}

/** The watch as source text, to run before the page's own scripts. */
export function pageWatchScript(options: PageWatchOptions, extra = ''): string {
  return `(${installPageWatch.toString()})(${JSON.stringify(options)});${extra}`
}
