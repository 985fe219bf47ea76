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
  const shown = new Set<string>()
  const collect = (node: ParentNode) => {
    for (const element of node.querySelectorAll('[class]')) {
      for (const name of element.classList) shown.add(name)
    }
    for (const template of node.querySelectorAll('template')) collect(template.content)
  }
  collect(root)
  const styled = new Set<string>()
  transform({
    filename: 'page.css',
    code: Buffer.from(css),
    visitor: {
      // A selector's parts, and those in its :where(), :is() and :not() (space-y-*).
      Selector(selector) {
        JSON.stringify(selector, (_, part) => {
          if (part?.type === 'class') styled.add(part.name)
          return part
        })
      },
    },
  })
  const classes = [...shown]
  const rules = (await designSystem).candidatesToCss(classes)
  return classes.filter((name, index) => rules[index] !== null && !styled.has(name))
}
