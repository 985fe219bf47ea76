import { chromium } from 'playwright'
import { findChromium } from './testing/chromium'
const b = await chromium.launch({ executablePath: findChromium() })
const p = await b.newPage({ viewport: { width: 375, height: 667 } })
await p.goto('http://127.0.0.1:5706/', { waitUntil: 'load' }); await p.waitForTimeout(1500)
await p.keyboard.press('Tab')
console.log(await p.evaluate(() => { const a = document.activeElement as HTMLElement; const r = a.getBoundingClientRect(); const s = getComputedStyle(a); return { t: a.textContent, r: [r.x, r.y, r.width, r.height], pos: s.position, z: s.zIndex, cls: a.className, hdr: getComputedStyle(document.querySelector('header')!).zIndex } }))
await p.screenshot({ path: '/tmp/v-skip-375.png' })
await b.close()
