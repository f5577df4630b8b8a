export { createAppBrowserHistory, createAppMemoryHistory, type AppHistory } from './app-history';
export { useAppHistory } from './app-history-context';
export { AppRouter } from './app-router';
export { RouteTable } from './route-table';
export { Screen } from './screen';
export { loadScreens, screenOf, ScreenLoader, screensAt, type ScreenModule } from './screen-loader';
export { ScrollRestoration } from './scroll-restoration';
export { useShownHandles } from './shown-routes';
export { useNavigateShown } from './use-navigate-shown';
