import { Navigate } from 'react-admin';
import { useHomeRoute } from '../shell/useModeNavigation';

/** `/`: the default page of the user's mode. */
export function HomeRedirect() {
  return <Navigate to={useHomeRoute()} replace />;
}
