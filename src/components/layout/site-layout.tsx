import { Outlet } from 'react-router-dom';

/** Placeholder chrome until the storefront issue builds the navigation, banner and footers. */
export default function SiteLayout() {
  return <Outlet />;
}
