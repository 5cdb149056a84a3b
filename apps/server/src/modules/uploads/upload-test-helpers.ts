import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTestApp, TEST_ORIGIN, type TestApp, type TestClient } from "../../test/test-app.ts";

/** The real app with its uploads in a throw-away DATA_DIR. */
export async function createUploadsTestApp(): Promise<TestApp & { dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), "commons-uploads-"));
  const t = await createTestApp({ DATA_DIR: dataDir });
  return {
    ...t,
    dataDir,
    async close() {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request with a binary or multipart body, sent as the given browser (its cookies and address). */
export async function send(
  t: TestApp,
  client: TestClient | null,
  method: string,
  path: string,
  body?: RequestInit["body"],
  headers: Record<string, string> = {},
) {
  // The jar is private to TestClient; tests read it to send bodies TestClient cannot (bytes, forms).
  const jar = client ? (client["cookies"] as Map<string, string>) : new Map<string, string>();
  const res = await t.app.request(`${TEST_ORIGIN}${path}`, {
    method,
    headers: {
      origin: TEST_ORIGIN,
      "accept-language": client?.locale ?? "zh",
      "x-forwarded-for": client?.ip ?? "203.0.113.9",
      ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") } : {}),
      ...headers,
    },
    body,
  });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // Answers are read loosely in tests, as TestClient does.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any = null;
  try {
    json = JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    json = null;
  }
  return { status: res.status, headers: res.headers, json, bytes };
}

export function putBytes(t: TestApp, client: TestClient | null, signedUrl: string, bytes: Uint8Array, contentType: string) {
  return send(t, client, "PUT", signedUrl, Buffer.from(bytes), { "content-type": contentType });
}

export function directUpload(
  t: TestApp,
  client: TestClient | null,
  file: { bytes: Uint8Array; type: string; name: string },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set("file", new File([Buffer.from(file.bytes)], file.name, { type: file.type }));
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return send(t, client, "POST", "/api/uploads/direct-upload", form);
}

export async function signedUrlFor(client: TestClient, query: Record<string, string>) {
  const res = await client.post(`/api/uploads/signed-upload-url?${new URLSearchParams(query).toString()}`);
  if (res.status !== 200) throw new Error(`signing failed: ${res.status} ${res.text}`);
  return res.json.data as { signedUrl: string; fileUrl: string; expiresAt: string; maxBytes: number; contentType: string };
}
