import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import {
  PROJECT_WRITE_RATE_LIMIT,
  projectDeletedSchema,
  projectInputSchema,
  projectPageSchema,
  projectResultSchema,
  projectsSchema,
  translate,
} from "@commons/domain";
import type { Context } from "hono";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { rateLimited } from "../../lib/rate-limit.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { storageFor } from "../uploads/storage.ts";
import { createProject, deleteProject, getProjectPage, listProjects, updateProject } from "./projects.service.ts";

const tags = ["projects"];
const idParams = z.object({ id: z.string().max(64).openapi({ param: { name: "id", in: "path" } }) });
const body = { content: { "application/json": { schema: projectInputSchema } }, required: true };
// errorResponses has no 403 entry: the error envelope is the same as a 401, as photos.routes.ts does.
const notOwner = { ...errorResponses[401], description: "Someone else's project (FORBIDDEN)" };

const listRoute = createRoute({
  method: "get",
  path: "/projects",
  tags,
  summary: "The caller's projects, or anyone's with ?userId= (public: projects have no private flag)",
  request: { query: z.object({ userId: z.string().max(64).optional() }) },
  responses: {
    200: okJson(projectsSchema, "Projects, newest first"),
    401: { ...errorResponses[401], description: "No ?userId= and no session (UNAUTHORIZED)" },
    404: errorResponses[404],
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/projects",
  tags,
  summary: "Create a project (title required; subtitle, description, stage, links, screenshots and tags optional)",
  description: "Screenshots must be the caller's own stored uploads (POST /api/uploads/…).",
  middleware: [requireUser],
  request: { body },
  responses: {
    201: okJson(projectResultSchema, "The new project"),
    401: errorResponses[401],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/projects/{id}",
  tags,
  summary: "One project's public page: its owner's public fields and the hackathons it was submitted to",
  request: { params: idParams },
  responses: { 200: okJson(projectPageSchema, "The project"), 404: errorResponses[404] },
});

const updateRoute = createRoute({
  method: "put",
  path: "/projects/{id}",
  tags,
  summary: "Replace a project's fields (its owner only); fields left out are cleared",
  description: "A screenshot already on the project may be sent back; any other must be the caller's own stored upload.",
  middleware: [requireUser],
  request: { params: idParams, body },
  responses: {
    200: okJson(projectResultSchema, "The saved project"),
    401: errorResponses[401],
    403: notOwner,
    404: errorResponses[404],
    422: errorResponses[422],
    429: errorResponses[429],
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/projects/{id}",
  tags,
  summary: "Delete a project (its owner only); its hackathon submissions stay, unlinked",
  middleware: [requireUser],
  request: { params: idParams },
  responses: {
    200: okJson(projectDeletedSchema, "Deleted"),
    401: errorResponses[401],
    403: notOwner,
    404: errorResponses[404],
    429: errorResponses[429],
  },
});

function limitWrites(deps: AppDeps, c: Context<AppEnv>) {
  return rateLimited(c, deps.limiter, [`projects:user:${currentUser(c).id}`], PROJECT_WRITE_RATE_LIMIT);
}

export function projectsRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const storage = storageFor(deps.env);
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const { userId } = c.req.valid("query");
      // Without ?userId= the list is "mine", which needs a session.
      const owner = userId ?? currentUser(c).id;
      return c.json(ok(await listProjects(db, owner)), 200);
    })
    .openapi(getRoute, async (c) => c.json(ok(await getProjectPage(db, c.req.valid("param").id, c.get("user")?.id ?? null)), 200))
    .openapi(createRouteDef, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      return c.json(ok(await createProject(db, storage, currentUser(c).id, c.req.valid("json"))), 201);
    })
    .openapi(updateRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const saved = await updateProject(db, storage, c.req.valid("param").id, currentUser(c).id, c.req.valid("json"));
      return c.json(ok(saved, translate(c.get("locale"), "projects.updated")), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const limited = await limitWrites(deps, c);
      if (limited) return limited as never;
      const deleted = await deleteProject(db, c.req.valid("param").id, currentUser(c).id);
      return c.json(ok(deleted, translate(c.get("locale"), "projects.deleted")), 200);
    });
}
