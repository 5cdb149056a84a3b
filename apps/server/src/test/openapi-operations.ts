import type { TestClient } from "./test-app.ts";

// Test-only: the app's own /api/openapi.json as the list of routes the app-wide suites must cover, so a
// route added later is covered (or fails the suites) without anyone remembering to list it.

/** The part of a JSON schema the suites read (OpenAPI 3.1 schemas are JSON Schema). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  $ref?: string;
}

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  /** "METHOD /path", e.g. "POST /api/events/{id}/register": the key of the suites' tables. */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The request body's media types and schemas, when the operation takes one. */
  body?: { required: boolean; content: Record<string, { schema?: JsonSchema }> };
}

export const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

interface Document {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: Operation["body"] }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Every operation of the published document, in document order. */
export async function loadOperations(client: TestClient): Promise<{ operations: Operation[]; resolve: (s: JsonSchema | undefined) => JsonSchema | undefined }> {
  const res = await client.get("/api/openapi.json");
  if (res.status !== 200) throw new Error(`/api/openapi.json answered ${res.status}`);
  const doc = res.json as Document;
  const operations: Operation[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const m = method.toUpperCase();
      operations.push({ key: `${m} ${path}`, method: m, path, parameters: op.parameters ?? [], body: op.requestBody });
    }
  }
  const schemas = doc.components?.schemas ?? {};
  const resolve = (s: JsonSchema | undefined): JsonSchema | undefined => {
    if (!s?.$ref) return s;
    return resolve(schemas[s.$ref.replace("#/components/schemas/", "")]);
  };
  return { operations, resolve };
}
