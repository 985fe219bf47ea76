import type { ReactNode } from 'react'

/** The prerendered page's root element; a page without one is a broken build, said loudly. */
export function rootElement(): HTMLElement {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  return container
}

export function mountRoot(
  render: () => ReactNode,
  create: (container: HTMLElement) => { render: (node: ReactNode) => void },
) {
  create(rootElement()).render(render())
}
