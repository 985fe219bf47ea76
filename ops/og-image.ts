/**
 * `npm run og-image`: draws public/og-image.png, the 1200x630 link-preview card, from the SVG below
 * in Chromium. Run it when the brand or the home title changes; the PNG is committed.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import escapeHtml from 'escape-html'
import { rootDir } from '../build/build-dirs'
import { siteCopy } from '../src/content/site'
import { sitePages } from '../src/pages'
import { launchChromium } from '../testing/chromium'

const width = 1200
const height = 630
const headline =
  (sitePages.find((page) => page.url === '/')?.meta.title ?? '').split(' | ')[0] ?? ''

/** The brand's mark, as the tab shows it. */
const mark = (await readFile(join(rootDir, 'public/favicon.svg'))).toString('base64')
const serif = "'Liberation Serif', 'DejaVu Serif', Georgia, serif"
const sans = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

const organelles = [
  [905, 205, 16],
  [1010, 255, 11],
  [865, 405, 13],
  [1035, 395, 18],
  [960, 470, 9],
  [820, 300, 8],
] as const

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0f4c53"/>
      <stop offset="1" stop-color="#06262a"/>
    </linearGradient>
    <radialGradient id="cell" cx="0.42" cy="0.38" r="0.7">
      <stop offset="0" stop-color="#b5e6df" stop-opacity="0.55"/>
      <stop offset="0.7" stop-color="#1f8f9c" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#136069" stop-opacity="0.2"/>
    </radialGradient>
    <radialGradient id="nucleus" cx="0.4" cy="0.35" r="0.7">
      <stop offset="0" stop-color="#f5b83d"/>
      <stop offset="1" stop-color="#c2410c"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g opacity="0.08" stroke="#ddf3ef" stroke-width="1">
    ${Array.from({ length: 13 }, (_, i) => `<line x1="${i * 100}" y1="0" x2="${i * 100}" y2="${height}"/>`).join('')}
    ${Array.from({ length: 7 }, (_, i) => `<line x1="0" y1="${i * 100 + 15}" x2="${width}" y2="${i * 100 + 15}"/>`).join('')}
  </g>
  <circle cx="940" cy="330" r="235" fill="none" stroke="#7fd0c7" stroke-opacity="0.25" stroke-width="2" stroke-dasharray="4 10"/>
  <circle cx="940" cy="330" r="200" fill="url(#cell)" stroke="#7fd0c7" stroke-width="6"/>
  <circle cx="940" cy="330" r="184" fill="none" stroke="#ddf3ef" stroke-opacity="0.35" stroke-width="2"/>
  <circle cx="950" cy="320" r="70" fill="url(#nucleus)"/>
  <circle cx="950" cy="320" r="28" fill="#fcfaf6" fill-opacity="0.35"/>
  ${organelles.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ddf3ef" fill-opacity="0.75"/>`).join('\n  ')}
  <g transform="translate(80 78)">
    <rect width="56" height="56" rx="14" fill="#fcfaf6"/>
    <image x="6" y="6" width="44" height="44" href="data:image/svg+xml;base64,${mark}"/>
    <text x="74" y="38" font-family="${serif}" font-size="30" font-weight="600" fill="#fcfaf6">${escapeHtml(siteCopy.brandName)}</text>
  </g>
  <foreignObject x="80" y="184" width="660" height="420">
    <div xmlns="http://www.w3.org/1999/xhtml" style="width:640px;font:30px/42px ${sans};color:#b5e6df">
      <p style="margin:0 0 42px;font:700 72px/84px ${serif};color:#fcfaf6">${escapeHtml(headline)}</p>
      <p style="margin:0;max-width:410px">At-home cellular inflammation &amp; neurotoxic stress test</p>
      <p style="display:inline-block;margin:38px 0 0;padding:0 36px;border-radius:28px;background:#c2410c;font:700 22px/56px ${sans};color:#fff">With expert consultation</p>
    </div>
  </foreignObject>
</svg>`

const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: { width, height } })
  await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`)
  const target = join(rootDir, 'public/og-image.png')
  await page.screenshot({ path: target, clip: { x: 0, y: 0, width, height } })
  console.log(`Wrote ${target}`)
} finally {
  await browser.close()
}
