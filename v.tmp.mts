import { chromium } from 'playwright'
import { findChromium } from './testing/chromium'
const b = await chromium.launch({ executablePath: findChromium() })
async function shot(url: string, w: number, h: number, sel: string | null, out: string, act?: (p: any) => Promise<void>) {
  const p = await b.newPage({ viewport: { width: w, height: h } })
  await p.goto(url, { waitUntil: 'load' }); await p.waitForTimeout(2500)
  if (act) await act(p)
  if (sel) { const el = p.locator(sel).first(); await el.scrollIntoViewIfNeeded(); await el.screenshot({ path: out }) }
  else await p.screenshot({ path: out })
  await p.close()
}
const o = 'http://127.0.0.1:5706'



await shot(o + '/', 375, 667, null, '/tmp/v-skip-375.png', async (p) => { await p.keyboard.press('Tab') })
await b.close()
