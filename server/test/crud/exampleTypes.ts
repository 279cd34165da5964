/** The shape of the generic API test's example payloads (examples.ts). */
export interface ExampleHelpers {
  create(resource: string, payload: Record<string, unknown>): Promise<string>;
}
export interface ResourceExample {
  create(h: ExampleHelpers): Promise<Record<string, unknown>> | Record<string, unknown>;
  update: Record<string, unknown>;
  /** A payload that must be refused, and the field named in the answer. */
  invalid: { payload: Record<string, unknown>; field: string };
  /** Defaults the server fills in on create. */
  defaults?: Record<string, unknown>;
}
