/**
 * The whole database schema, one file per area, gathered here for drizzle-kit and for code that uses
 * tables of several areas. Area files import each other's tables directly, never this file (no cycles).
 */
export * from './organisationSchema';
export * from './configSchema';
export * from './documentSchema';
export * from './mailSchema';
export * from './paymentSchema';
export * from './extractionSchema';
export * from './bankSchema';
export * from './lifecycleSchema';
export * from './intakeSchema';
export * from './bankStatementSchema';
export * from './auditSchema';
export * from './approvalSchema';
export * from './figuresSchema';
export * from './archiveSchema';
