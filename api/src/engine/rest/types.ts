import type { Request, Router } from 'express';
import type { RequestContext } from '../context.js';

/** What a module's REST registration gets: the `/api` router and a way to get the request's service context. */
export interface RestDeps {
  router: Router;
  context: (req: Request) => RequestContext;
  /** The name of the module registering (recorded with its routes: the OpenAPI document's tag). */
  module?: string;
}

export type RestRegistration = (deps: RestDeps) => void;
