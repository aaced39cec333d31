import { type Page, pageSchema } from "@common/pagination";
import type { PermissionAction, PermissionResource } from "@common/resources";
import { OrderIdsSchema } from "@common/schemas/fields";
import { createRoute, type OpenAPIHono, type RouteConfig, type z } from "@hono/zod-openapi";
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
type ItemOperation = Exclude<Operation, "create">;

/** An admin route's security and check: the signed-in admin must hold `resource:action`. */
export const adminGuard = (resource: PermissionResource, action: PermissionAction) => ({
  security: ADMIN_SECURITY,
  middleware: requirePermission(resource, action),
});

/** Where a back-office resource's routes live: the path, the permission resource, the OpenAPI tags. */
export type RouteSection = { base: string; resource: PermissionResource; tags: string[] };

/** Whose routes these are: the permission resource that guards them and their OpenAPI tags. */
export type RouteOwner = Pick<RouteSection, "resource" | "tags">;

type Method = RouteConfig["method"];
type Request = NonNullable<RouteConfig["request"]>;
type Answer = RouteConfig["responses"][string];
type ErrorStatus = Parameters<typeof errorResponses>[0];
type ErrorEntries<E extends ErrorStatus> = ReturnType<typeof errorResponses<E>>;

type RouteSpec<Req, Ok, S, E> = {
  summary: string;
  description?: string;
  request?: Req;
  ok: Ok;
  status?: S;
  errors?: E[];
};

/**
 * A route of the API: `tags`, the answer `ok` under `status` (200 by default), the shared error
 * answers of `errors`, and `guard` (security and middleware) where only some may call it. The
 * OpenAPI document is what `createRoute` would make of the same route written out.
 */
export function apiRoute<
  M extends Method,
  P extends string,
  Ok extends Answer,
  Req extends Request | undefined = undefined,
  S extends 200 | 201 | 204 = 200,
  E extends ErrorStatus = never,
  G extends object = object,
>(tags: string[], method: M, path: P, spec: RouteSpec<Req, Ok, S, E>, guard?: G) {
  const ok = { [spec.status ?? 200]: spec.ok } as Record<S, Ok>;
  const errors = errorResponses(...(spec.errors ?? [])) as ErrorEntries<E>;
  return createRoute({
    method,
    path,
    tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    ...(guard as G),
    request: spec.request as Req,
    responses: { ...ok, ...errors },
  });
}

/**
 * One admin route: `apiRoute` with `owner`'s tags, the `resource:action` guard, and the error
 * answers every such route gives — 401 and 403, 400 where it takes input, 404 where its path has a
 * parameter — with `errors`' own (409…).
 */
export function adminRoute<
  M extends Method,
  P extends string,
  Ok extends Answer,
  Req extends Request | undefined = undefined,
  S extends 200 | 201 | 204 = 200,
  E extends ErrorStatus = never,
>(owner: RouteOwner, action: PermissionAction, method: M, path: P, spec: RouteSpec<Req, Ok, S, E>) {
  const statuses = new Set<ErrorStatus>([401, 403, ...(spec.errors ?? [])]);
  if (spec.request) statuses.add(400);
  if (path.includes("{")) statuses.add(404);
  const errors = [...statuses].sort() as (401 | 403 | 400 | 404 | E)[];
  return apiRoute(owner.tags, method, path, { ...spec, errors }, adminGuard(owner.resource, action));
}

/**
 * POST `base`/preview: Markdown rendered to the sanitised HTML a public page shows, as the editor's
 * preview (read permission). `body` is the request's schema, `result` the answer's.
 */
export function markdownPreviewRoute<Body extends z.ZodType, Result extends z.ZodType>(
  section: RouteSection,
  spec: { summary: string; body: Body; result: Result; answer: string },
) {
  return adminRoute(section, "read", "post", `${section.base}/preview`, {
    summary: spec.summary,
    request: jsonBody(spec.body),
    ok: jsonContent(spec.result, spec.answer),
  });
}

type ItemSpec<Item, Update, Query> = RouteSection & {
  item: Item;
  update: Update;
  query: Query;
  summaries: Record<ItemOperation, string>;
  descriptions?: Partial<Record<Operation, string>>;
  /** The success responses' descriptions, where "A page of items", "The item"… say too little. */
  answers?: Partial<Record<Operation, string>>;
  conflict?: boolean;
};

/**
 * The four routes of a back-office resource's stored items — list, read, update, delete — under
 * `base`, each guarded by `requirePermission(resource, <action>)`. An inbox (items arrive from the
 * public site) has only these; `contentRoutes` adds create.
 */
export function itemRoutes<Item extends z.ZodType, Update extends z.ZodType, Query extends z.ZodObject>(
  spec: ItemSpec<Item, Update, Query>,
) {
  const { base, summaries, descriptions = {}, answers = {} } = spec;
  const one = `${base}/{id}`;
  const texts = (op: ItemOperation) => ({ summary: summaries[op], description: descriptions[op] });
  const errors = spec.conflict ? [409 as const] : [];
  return {
    list: adminRoute(spec, "read", "get", base, {
      ...texts("list"),
      request: { query: spec.query },
      ok: jsonContent(pageSchema(spec.item), answers.list ?? "A page of items"),
    }),
    get: adminRoute(spec, "read", "get", one, {
      ...texts("get"),
      request: { params: IdParamSchema },
      ok: jsonContent(spec.item, answers.get ?? "The item"),
    }),
    update: adminRoute(spec, "update", "patch", one, {
      ...texts("update"),
      request: { params: IdParamSchema, ...jsonBody(spec.update) },
      ok: jsonContent(spec.item, answers.update ?? "Updated"),
      errors,
    }),
    delete: adminRoute(spec, "delete", "delete", one, {
      ...texts("delete"),
      request: { params: IdParamSchema },
      ok: { description: "Deleted" },
      status: 204,
    }),
  };
}

/**
 * The five routes of a back-office content resource: `itemRoutes` and create. Resources with a
 * unique slug set `conflict` so create and update document their 409.
 */
export function contentRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
>(spec: ItemSpec<Item, Update, Query> & { create: Create; summaries: Record<Operation, string> }) {
  return {
    ...itemRoutes(spec),
    create: adminRoute(spec, "create", "post", spec.base, {
      summary: spec.summaries.create,
      description: spec.descriptions?.create,
      request: jsonBody(spec.create),
      ok: jsonContent(spec.item, spec.answers?.create ?? "Created"),
      status: 201,
      errors: spec.conflict ? [409 as const] : [],
    }),
  };
}

/** `contentRoutes` and `orderRoute` (summary `orderSummary`), for a list shown in an order staff choose. */
export function orderedContentRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
>(
  spec: ItemSpec<Item, Update, Query> & {
    create: Create;
    summaries: Record<Operation, string>;
    orderSummary: string;
  },
) {
  return { ...contentRoutes(spec), order: orderRoute({ ...spec, summary: spec.orderSummary }) };
}

/** GET `base`/stats: the figures of a section's stat cards (read permission). Serve it before `base`/{id}. */
export function statsRoute<Stats extends z.ZodType>(
  spec: RouteSection & {
    stats: Stats;
    summary: string;
    answer?: string;
  },
) {
  return adminRoute(spec, "read", "get", `${spec.base}/stats`, {
    summary: spec.summary,
    ok: jsonContent(spec.stats, spec.answer ?? "The stats"),
  });
}

/**
 * PUT `base`/order: a reorderable list's new order, every row's id exactly once (update
 * permission); order_index becomes 1…n. Serve it before `base`/{id}.
 */
export function orderRoute(spec: RouteSection & { summary: string }) {
  return adminRoute(spec, "update", "put", `${spec.base}/order`, {
    summary: spec.summary,
    request: jsonBody(OrderIdsSchema),
    ok: { description: "Saved" },
    status: 204,
  });
}

/** Mounts `orderRoute` on `router`, calling the service's reorder. */
export function serveOrderRoute(
  router: OpenAPIHono<AppEnv>,
  route: ReturnType<typeof orderRoute>,
  reorder: (db: Database, actor: Actor, ids: string[]) => Promise<void>,
) {
  router.openapi(route, async (c) => {
    await reorder(c.var.deps.db, actorOf(c), c.req.valid("json").ids);
    return c.body(null, 204);
  });
}

/** What an items resource's service gives its four routes (see server/services/<name>.ts). */
export type ItemService<Row, Query, Update> = {
  list: (db: Database, query: Query) => Promise<Page<Row>>;
  get: (db: Database, id: string) => Promise<Row>;
  update: (db: Database, actor: Actor, id: string, body: Update) => Promise<Row>;
  remove: (db: Database, actor: Actor, id: string) => Promise<void>;
};

/** What a content resource's service gives its five routes. */
export type ContentService<Row, Query, Create, Update> = ItemService<Row, Query, Update> & {
  create: (db: Database, actor: Actor, body: Create) => Promise<Row>;
};

/** Fails the type check where a service's rows, put on the wire, do not match the item schema. */
type WireMatches<Row, Item extends z.ZodType> =
  Wire<Row> extends z.input<Item> ? unknown : { rowDoesNotMatchItemSchema: never };

// The routes are generic here, so Hono cannot type each handler's context; the service's
// signature (checked against the schemas) is what keeps this honest.
type Ctx = Context<AppEnv> & { req: { valid: (target: "query" | "json" | "param") => never } };
const idOf = (c: Ctx) => (c.req.valid("param") as { id: string }).id;
const serveOn = (router: OpenAPIHono<AppEnv>) => (route: unknown, handler: (c: Ctx) => Promise<Response>) =>
  router.openapi(route as never, handler as never);

/**
 * Mounts the four routes of `itemRoutes` on `router`, each calling its service function and
 * putting the row on the wire. Routes of the resource's own (stats, order…) are mounted before
 * this, so that their static paths are not read as an {id}.
 */
export function serveItemRoutes<
  Item extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
  Row extends object,
>(
  router: OpenAPIHono<AppEnv>,
  routes: ReturnType<typeof itemRoutes<Item, Update, Query>>,
  service: ItemService<Row, z.output<Query>, z.output<Update>> & WireMatches<Row, Item>,
) {
  const serve = serveOn(router);
  serve(routes.list, async (c) =>
    c.json(wirePage(await service.list(c.var.deps.db, c.req.valid("query"))), 200),
  );
  serve(routes.get, async (c) => c.json(wire(await service.get(c.var.deps.db, idOf(c))), 200));
  serve(routes.update, async (c) =>
    c.json(wire(await service.update(c.var.deps.db, actorOf(c), idOf(c), c.req.valid("json"))), 200),
  );
  serve(routes.delete, async (c) => {
    await service.remove(c.var.deps.db, actorOf(c), idOf(c));
    return c.body(null, 204);
  });
}

/** Mounts the five routes of `contentRoutes`: `serveItemRoutes`, and create. */
export function serveContentRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
  Row extends object,
>(
  router: OpenAPIHono<AppEnv>,
  routes: ReturnType<typeof contentRoutes<Item, Create, Update, Query>>,
  service: ContentService<Row, z.output<Query>, z.output<Create>, z.output<Update>> & WireMatches<Row, Item>,
) {
  serveItemRoutes(router, routes, service);
  serveOn(router)(routes.create, async (c) =>
    c.json(wire(await service.create(c.var.deps.db, actorOf(c), c.req.valid("json"))), 201),
  );
}

/** Mounts `orderedContentRoutes`: the order route first (so "order" is never read as an {id}), then the five. */
export function serveOrderedContentRoutes<
  Item extends z.ZodType,
  Create extends z.ZodType,
  Update extends z.ZodType,
  Query extends z.ZodObject,
  Row extends object,
>(
  router: OpenAPIHono<AppEnv>,
  routes: ReturnType<typeof orderedContentRoutes<Item, Create, Update, Query>>,
  service: ContentService<Row, z.output<Query>, z.output<Create>, z.output<Update>> &
    WireMatches<Row, Item> & { reorder: (db: Database, actor: Actor, ids: string[]) => Promise<void> },
) {
  serveOrderRoute(router, routes.order, service.reorder);
  serveContentRoutes(router, routes, service);
}
