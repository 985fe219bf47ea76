/**
 * A stand-in for the browser's own page translation (Chrome's, and the extensions that work as it
 * does), run in the page: every text node under <body> that is not only white space is replaced by
 * `<font><font>` holding a new text node with the translation (here the same words, so the tests
 * still find buttons by name, and a question that shows its predecessor's text is caught), and
 * text that appears later is wrapped as it appears (a MutationObserver). React keeps the text
 * nodes it made, now out of the page: one it later removes, inserts before or rewrites breaks its
 * bookkeeping or stays stale (facebook/react#11538).
 */
export function translatePage() {
  const skipped = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'FONT'])
  const wrap = (text: Text) => {
    const parent = text.parentNode
    if (!parent || !text.data.trim() || skipped.has(parent.nodeName)) return
    const outer = document.createElement('font')
    outer.style.verticalAlign = 'inherit'
    const inner = outer.cloneNode() as HTMLElement
    inner.append(document.createTextNode(text.data))
    outer.append(inner)
    parent.replaceChild(outer, text)
  }
  const translate = (root: Node) => {
    if (root instanceof Text) return wrap(root)
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    const texts: Text[] = []
    while (walker.nextNode()) texts.push(walker.currentNode as Text)
    texts.forEach(wrap)
  }
  translate(document.body)
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData' && record.target.isConnected) translate(record.target)
      for (const node of record.addedNodes) if (node.isConnected) translate(node)
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true })
}

/**
 * An extension's markup, added before the page's JavaScript runs: attributes on <html> and
 * <body> (a translator's class and language, a writing aid's marks) and elements of its own in
 * <body> and at the end of the app's root.
 */
export function addExtensionMarkup() {
  document.documentElement.classList.add('translated-ltr')
  document.documentElement.lang = 'de'
  document.body.setAttribute('data-gr-ext-installed', '')
  const own = (where: Element) => {
    const element = document.createElement('grammarly-desktop-integration')
    element.setAttribute('data-grammarly-shadow-root', 'true')
    where.append(element)
  }
  own(document.body)
  own(document.querySelector('#root') ?? document.body)
}
