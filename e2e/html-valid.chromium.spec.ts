/**
 * Valid HTML: every page the build wrote, as served, and the quiz's question and results screens
 * as the browser has them once React has drawn them, pass html-validate's `standard` rules (the
 * HTML specification; no style rules). Here rather than in Vitest: this run has the build
 * already, and only a browser draws the quiz's later screens. A <template>'s content is not part
 * of the page (the HTML specification: an inert fragment of its own), so it is validated on its
 * own: html-validate would count the quiz's early first question as a second <main>.
 */
import { HtmlValidate } from 'html-validate'
import type { EnginePage } from './engines/engine-page'
import { expect, test } from './engines/fixtures'
import { type SiteScreen, siteScreens } from './support/quiz'
import { open } from './support/site'

const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

/** A page as the server sends it; one of the quiz's inner screens as the browser has drawn it. */
async function htmlOf(site: EnginePage, { path, reach }: SiteScreen): Promise<string> {
  if (!reach) return (await fetch(new URL(path, site.origin))).text()
  await open(site, path)
  await reach(site)
  return site.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`)
}

/** The page with its templates emptied, then each template's content, as documents to validate. */
function documentsOf(html: string): string[] {
  const contents: string[] = []
  const page = html.replace(
    /(<template\b[^>]*>)([\s\S]*?)(<\/template>)/gi,
    (_, open: string, content: string, close: string) => {
      contents.push(
        `<!doctype html><html lang="en"><head><title>template</title></head><body>${content}</body></html>`,
      )
      return `${open}${close}`
    },
  )
  return [page, ...contents]
}

for (const screen of siteScreens) {
  test(`${screen.name} is valid HTML`, async ({ site }) => {
    const errors: string[] = []
    for (const html of documentsOf(await htmlOf(site, screen))) {
      const report = await validator.validateString(html, screen.name)
      errors.push(
        ...report.results.flatMap((result) =>
          result.messages.map(
            (message) => `${message.ruleId}: ${message.message} (${message.selector})`,
          ),
        ),
      )
    }
    expect(errors).toEqual([])
  })
}
