import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { projectCreateSchema, projectPageSchema, projectResultSchema, projectsSchema } from "@commons/domain";
import type { AppDeps } from "../../app-deps.ts";
import type { AppEnv } from "../../lib/context.ts";
import { ok } from "../../lib/envelope.ts";
import { errorResponses, okJson } from "../../lib/openapi.ts";
import { currentUser, requireUser } from "../../lib/require-user.ts";
import { createProject, getProjectPage, listProjects } from "./projects.service.ts";

const listRoute = createRoute({
  method: "get",
  path: "/projects",
  tags: ["projects"],
  summary: "The caller's projects, or another user's with ?userId=",
  request: { query: z.object({ userId: z.string().max(64).optional() }) },
  responses: {
    200: okJson(projectsSchema, "Projects, newest first"),
    401: errorResponses[401],
    404: errorResponses[404],
  },
});

const createRouteDef = createRoute({
  method: "post",
  path: "/projects",
  tags: ["projects"],
  summary: "Create a project (title, subtitle, stage; description and tags optional)",
  middleware: [requireUser],
  request: { body: { content: { "application/json": { schema: projectCreateSchema } }, required: true } },
  responses: {
    201: okJson(projectResultSchema, "The new project"),
    401: errorResponses[401],
    422: errorResponses[422],
  },
});

const getRoute = createRoute({
  method: "get",
  path: "/projects/{id}",
  tags: ["projects"],
  summary: "One project's public page, with its owner's public fields",
  request: { params: z.object({ id: z.string().openapi({ param: { name: "id", in: "path" } }) }) },
  responses: { 200: okJson(projectPageSchema, "The project"), 404: errorResponses[404] },
});

export function projectsRoutes({ database }: AppDeps) {
  return new OpenAPIHono<AppEnv>()
    .openapi(listRoute, async (c) => {
      const { userId } = c.req.valid("query");
      // Without ?userId= the list is "mine", which needs a session.
      const owner = userId ?? currentUser(c).id;
      return c.json(ok(await listProjects(database.db, owner)), 200);
    })
    .openapi(getRoute, async (c) => c.json(ok(await getProjectPage(database.db, c.req.valid("param").id)), 200))
    .openapi(createRouteDef, async (c) => c.json(ok(await createProject(database.db, currentUser(c).id, c.req.valid("json"))), 201));
}
