import { pageSchema } from "@common/pagination";
import type { PermissionAction, PermissionResource } from "@common/resources";
import { createRoute, type z } from "@hono/zod-openapi";
import { requirePermission } from "../auth/guards";
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
