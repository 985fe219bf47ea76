import { launchChromium } from './build/chromium'
const origin = 'http://127.0.0.1:4527'
const browser = await launchChromium()
for (const [w, h] of [[320, 568], [375, 667], [1280, 800]]) {
  const context = await browser.newContext({ viewport: { width: w, height: h } })
  const page = await context.newPage()
  await page.goto(`${origin}/privacy`)
  await page.screenshot({ path: `/tmp/resume-shots/privacy-${w}.png`, fullPage: true })
  await page.goto(`${origin}/quiz`)
  await page.waitForTimeout(1500)
  await page.getByRole('button', { name: 'START NOW' }).first().click().catch(async () => {
    await page.locator('main button').first().click()
  })
  await page.waitForTimeout(1500)
  await page.keyboard.press('2')
  await page.waitForTimeout(1500)
  await page.keyboard.press('3')
  await page.waitForTimeout(1500)
  await page.reload()
  await page.waitForTimeout(2000)
  await page.screenshot({ path: `/tmp/resume-shots/resumed-q3-${w}.png` })
  await context.close()
}
await browser.close()
