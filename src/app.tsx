import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { type RouteObject, useLocation, useRoutes } from 'react-router'
import { PageShell } from '@/components/page-shell'
import { type PageContentByKind, type PageKind, type PageRow, pageTable } from '@/pages'

type PageComponent<K extends PageKind> = LazyExoticComponent<
  ComponentType<{ content: PageContentByKind[K] }>
>

/** The route component of each kind of page: the only place that imports routes. */
const pageComponents: { [K in PageKind]: PageComponent<K> } = {
  vsl: lazy(() => import('@/routes/vsl-page')),
  advertorial: lazy(() => import('@/routes/advertorial-page')),
  quiz: lazy(() => import('@/routes/quiz-page')),
  privacy: lazy(() => import('@/routes/privacy-page')),
  notFound: lazy(() => import('@/routes/not-found-page')),
}

function routeOf(row: PageRow): RouteObject {
  // Each row pairs a kind with that kind's content; TypeScript cannot follow the pairing here.
  const Page = pageComponents[row.kind] as PageComponent<PageKind>
  return { path: row.path, element: <Page content={row.content as never} /> }
}

/** The router's view of a page table. */
export function routesOf(table: readonly PageRow[]): RouteObject[] {
  return table.map(routeOf)
}

const siteRoutes = routesOf(pageTable)

/** The router's view of the site: used to prerender every page and by the dev server. */
export function App({ routes = siteRoutes }: { routes?: RouteObject[] }) {
  const element = useRoutes(routes)
  const { pathname } = useLocation()
  return <PageShell key={pathname}>{element}</PageShell>
}
