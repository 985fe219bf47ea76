/**
 * The classes shown in a tree of elements (and in its templates) that Tailwind has a rule for and
 * a page's CSS has not: a class that lost its rule. Tailwind's design system says which classes
 * are its utilities; lightningcss reads which classes the page's selectors name.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { __unstable__loadDesignSystem } from '@tailwindcss/node'
import { transform } from 'lightningcss'
import { rootDir } from '../../build/build-dirs'

const designSystem = readFile(join(rootDir, 'src/styles.css'), 'utf8').then((css) =>
  __unstable__loadDesignSystem(css, { base: join(rootDir, 'src') }),
)

export async function unstyledClasses(root: ParentNode, css: string): Promise<string[]> {
  const trees = [root, ...[...root.querySelectorAll('template')].map((one) => one.content)]
  const elements = trees.flatMap((tree) => [...tree.querySelectorAll('[class]')])
  const classes = [...new Set(elements.flatMap((element) => [...element.classList]))]
  const styled = new Set<string>()
  const visitor = {
    // Every class a selector names, in its :where(), :is() and :not() too (space-y-*).
    Selector(selector: object) {
      JSON.stringify(selector, (_, part) => {
        if (part?.type === 'class') styled.add(part.name)
        return part
      })
    },
  }
  transform({ filename: 'page.css', code: Buffer.from(css), visitor })
  const rules = (await designSystem).candidatesToCss(classes)
  return classes.filter((name, index) => rules[index] !== null && !styled.has(name))
}
