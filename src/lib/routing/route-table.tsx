import { useRoutes, type RouteObject } from 'react-router-dom';

import { RoutesContext } from './shown-routes';

/** Renders the routes that match the address, the layout's and the screen's, under any router. */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return <RoutesContext.Provider value={routes}>{useRoutes(routes)}</RoutesContext.Provider>;
}
