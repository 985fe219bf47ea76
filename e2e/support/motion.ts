/**
 * Every element whose CSS animation or transition lasts longer than `limitS` seconds, pseudo
 * elements included (runs in the page, in any engine).
 */
export function longMotions(limitS = 0.01): string[] {
  const seconds = (value: string) =>
    value.split(',').map((part) => {
      const text = part.trim()
      return text.endsWith('ms') ? Number.parseFloat(text) / 1000 : Number.parseFloat(text)
    })
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.classList.length ? `.${[...element.classList].slice(0, 4).join('.')}` : ''
    }`
  const found: string[] = []
  for (const element of document.querySelectorAll('*')) {
    for (const pseudo of [null, '::before', '::after']) {
      const style = getComputedStyle(element, pseudo)
      const animation = Math.max(...seconds(style.animationDuration))
      const delays = seconds(style.transitionDelay)
      const transition = Math.max(
        ...seconds(style.transitionDuration).map(
          (duration, index) => duration + (delays[index] ?? 0),
        ),
      )
      if (style.animationName !== 'none' && animation > limitS) {
        found.push(
          `${nameOf(element)}${pseudo ?? ''}: animation ${style.animationName} ${style.animationDuration}`,
        )
      }
      if (style.transitionProperty !== 'none' && transition > limitS) {
        found.push(
          `${nameOf(element)}${pseudo ?? ''}: transition ${style.transitionProperty} ${style.transitionDuration}`,
        )
      }
    }
  }
  return found
}
