/**
 * The part of oidc-provider 9 the local stand-in uses (the package ships no types; the
 * DefinitelyTyped package would pull koa's types into the server for four calls).
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export interface GrantConstructor {
    new (properties: { accountId?: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  }

  export interface OidcContext {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: { Grant: GrantConstructor };
    };
    type: string;
    body: unknown;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    Grant: GrantConstructor;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
