import { type Page, pageSchema } from "@common/pagination";
import type { PermissionAction, PermissionResource } from "@common/resources";
import { createRoute, type OpenAPIHono, type z } from "@hono/zod-openapi";
import type { Database } from "@server/db/client";
import { type Wire, wire, wirePage } from "@server/lib/wire";
import type { Actor } from "@server/services/audit";
import type { Context } from "hono";
import { actorOf, requirePermission } from "../auth/guards";
import type { AppEnv } from "../context";
import { ADMIN_SECURITY, errorResponses, IdParamSchema } from "./openapi";

/** OpenAPI building blocks the admin resource routes share. */

export const jsonContent = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { content: { "application/json": { schema } }, required: true },
});

type Operation = "list" | "create" | "get" | "update" | "delete";

/** An admin route's security and check: the signed-in admin must hold `resource:action`. */
export const adminGuard = (resource: PermissionResource, action: PermissionAction) => ({
  security: ADMIN_SECURITY,
  middleware: requirePermission(resource, action),
});

/**
 * The five routes of a back-office content resource — list, create, read, update, delete — under
 * `base`, each guarded by `requirePermission(resource, <action>)`. Resources with a unique slug
 * set `conflict` so create and update document their 409.
 */
export function contentRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
>(spec: {
  base: string;
  resource: PermissionResource;
  tags: string[];
  item: Item;
  create: Create;
  update: Update;
  query: Query;
  summaries: Record<Operation, string>;
  descriptions?: Partial<Record<Operation, string>>;
  conflict?: boolean;
}) {
  const { base, resource, tags, summaries, descriptions = {} } = spec;
  const one = `${base}/{id}`;
  const texts = (op: Operation) => ({ tags, summary: summaries[op], description: descriptions[op] });
  const guard = (action: PermissionAction) => adminGuard(resource, action);
  const conflict = spec.conflict ? errorResponses(409) : {};
  return {
    list: createRoute({
      method: "get",
      path: base,
      ...texts("list"),
      ...guard("read"),
      request: { query: spec.query },
      responses: {
        200: jsonContent(pageSchema(spec.item), "A page of items"),
        ...errorResponses(400, 401, 403),
      },
    }),
    create: createRoute({
      method: "post",
      path: base,
      ...texts("create"),
      ...guard("create"),
      request: jsonBody(spec.create),
      responses: { 201: jsonContent(spec.item, "Created"), ...errorResponses(400, 401, 403), ...conflict },
    }),
    get: createRoute({
      method: "get",
      path: one,
      ...texts("get"),
      ...guard("read"),
      request: { params: IdParamSchema },
      responses: { 200: jsonContent(spec.item, "The item"), ...errorResponses(400, 401, 403, 404) },
    }),
    update: createRoute({
      method: "patch",
      path: one,
      ...texts("update"),
      ...guard("update"),
      request: { params: IdParamSchema, ...jsonBody(spec.update) },
      responses: {
        200: jsonContent(spec.item, "Updated"),
        ...errorResponses(400, 401, 403, 404),
        ...conflict,
      },
    }),
    delete: createRoute({
      method: "delete",
      path: one,
      ...texts("delete"),
      ...guard("delete"),
      request: { params: IdParamSchema },
      responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 403, 404) },
    }),
  };
}

/** What a content resource's service gives its five routes (see server/services/<name>.ts). */
export type ContentService<Row, Query, Create, Update> = {
  list: (db: Database, query: Query) => Promise<Page<Row>>;
  create: (db: Database, actor: Actor, body: Create) => Promise<Row>;
  get: (db: Database, id: string) => Promise<Row>;
  update: (db: Database, actor: Actor, id: string, body: Update) => Promise<Row>;
  remove: (db: Database, actor: Actor, id: string) => Promise<void>;
};

/**
 * Mounts the five routes of `contentRoutes` on `router`, each calling its service function and
 * putting the row on the wire. Routes of the resource's own (stats, order…) are mounted before
 * this, so that their static paths are not read as an {id}. The rows' wire form must match the
 * item schema: a service that returns another shape fails the type check here.
 */
export function serveContentRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
  Row extends object,
>(
  router: OpenAPIHono<AppEnv>,
  routes: ReturnType<typeof contentRoutes<Item, Create, Update, Query>>,
  service: ContentService<Row, z.output<Query>, z.output<Create>, z.output<Update>> &
    (Wire<Row> extends z.input<Item> ? unknown : { rowDoesNotMatchItemSchema: never }),
) {
  // The routes are generic here, so Hono cannot type each handler's context; the service's
  // signature (checked above against the schemas) is what keeps this honest.
  type Ctx = Context<AppEnv> & { req: { valid: (target: "query" | "json" | "param") => never } };
  const id = (c: Ctx) => (c.req.valid("param") as { id: string }).id;
  const serve = (route: unknown, handler: (c: Ctx) => Promise<Response>) =>
    router.openapi(route as never, handler as never);

  serve(routes.list, async (c) =>
    c.json(wirePage(await service.list(c.var.deps.db, c.req.valid("query"))), 200),
  );
  serve(routes.create, async (c) =>
    c.json(wire(await service.create(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201),
  );
  serve(routes.get, async (c) => c.json(wire(await service.get(c.var.deps.db, id(c))), 200));
  serve(routes.update, async (c) =>
    c.json(wire(await service.update(c.var.deps.db, actorOf(c), id(c), c.req.valid("json"))), 200),
  );
  serve(routes.delete, async (c) => {
    await service.remove(c.var.deps.db, actorOf(c), id(c));
    return c.body(null, 204);
  });
}
