/** The dashboards of a supplier or customer origin type (spec §2). */
export const DASHBOARD_ROUTES = ['/documents/:originPath/dashboard', '/documents/:originPath/dashboard/labels'];
