/**
 * 404.html in production: the page is static HTML and needs no React. This says which path was
 * missing, and marks the page live (the browser tests wait for it, as for the sales islands).
 */
import '@/styles.css'
import { rootElement } from '@/entries/mount'

console.warn(`404: no page at ${window.location.pathname}`)
rootElement().dataset.live = ''
