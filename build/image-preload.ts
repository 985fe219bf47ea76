/**
 * The preload for a page's first-priority picture (the sales pages' hero image, rendered by
 * SalesImage with `priority`): its request then starts as the head arrives, with the font's,
 * rather than a round trip later, once the parser reaches the <picture>. It names the picture's
 * first source (the format every engine the site supports shows), with the same `srcset` and
 * `sizes`, so the browser fetches the very file the <img> then uses; a first-priority <img> alone,
 * its `src`. Empty when the body has none.
 */
export function priorityImagePreload(body: string): string {
  for (const [picture] of body.matchAll(/<picture\b[^>]*>.*?<\/picture>/gs)) {
    if (!/<img\b[^>]*\sfetchpriority="high"/i.test(picture)) continue
    const source = /<source\b[^>]*>/.exec(picture)?.[0] ?? ''
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(source)?.[1]
    const [type, srcset, sizes] = [attribute('type'), attribute('srcset'), attribute('sizes')]
    if (!type || !srcset || !sizes) return ''
    // The values come from our own rendered HTML, escaped there already.
    return `<link rel="preload" as="image" type="${type}" imagesrcset="${srcset}" imagesizes="${sizes}" fetchpriority="high" />`
  }
  // One outside a <picture> (the advertorial's lead drawing): its one file, as the <head> arrives
  // rather than where the parser meets the <img>, after the page's inline CSS.
  const src = /<img\b(?=[^>]*\sfetchpriority="high")[^>]*\ssrc="([^"]*)"/i.exec(body)?.[1]
  return src ? `<link rel="preload" as="image" href="${src}" fetchpriority="high" />` : ''
}
