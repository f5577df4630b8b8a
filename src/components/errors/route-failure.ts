import { createContext, useContext } from 'react';

export const RouteFailure = createContext<unknown>(undefined);

/** What made the route fail, for its fallback (RouteError): RouteBoundary provides it. */
export const useRouteFailure = () => useContext(RouteFailure);
