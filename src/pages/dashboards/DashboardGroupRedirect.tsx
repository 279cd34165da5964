import { Navigate, useParams } from 'react-router-dom';

/** /dashboard/{name}, the dashboards' group parent (spec §2), opens the origin type's dashboard. */
export function DashboardGroupRedirect() {
  const { originPath } = useParams<{ originPath: string }>();
  return <Navigate to={`/documents/${originPath}/dashboard`} replace />;
}
