/**
 * The small part of oidc-provider 9's API this module uses (the package ships no types).
 * Kept loose on purpose: the provider's own runtime checks are the real contract.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AnyObject = Record<string, any>;
  /** Koa context extended with `oidc`. */
  export type KoaContextWithOIDC = any;

  export interface AdapterPayload extends AnyObject {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface InteractionDetails extends AnyObject {
    uid: string;
    prompt: { name: string; reasons: string[]; details: AnyObject };
    params: AnyObject;
    session?: { accountId: string; uid?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface Grant extends AnyObject {
    jti: string;
    accountId: string;
    clientId: string;
    exp?: number;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: AnyObject);
    issuer: string;
    proxy: boolean;
    Grant: { new (props: AnyObject): Grant; find(id: string): Promise<Grant | undefined> };
    Session: { findByUid(uid: string): Promise<AnyObject | undefined> };
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: AnyObject,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: string, listener: (...args: any[]) => void): this;
    /** Adds a Koa middleware in front of the provider's own. */
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): this;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
    [name: string]: new (...args: any[]) => Error;
  };

  export const interactionPolicy: {
    base(): any[] & { get(name: string): { checks: { add(check: unknown): void } } };
    Check: new (
      reason: string,
      description: string,
      error: string,
      check: (ctx: KoaContextWithOIDC) => boolean | Promise<boolean>,
    ) => unknown;
  };

  export default Provider;
}
