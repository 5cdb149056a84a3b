// The project's layering, enforced (ARCHITECTURE.md, "Layers"):
// - a web feature never imports another feature: pages in app/routes compose them;
// - shared web code (lib, components, i18n) never imports a feature or a page;
// - the web never imports the server; the domain imports neither app, nor any framework.
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const webSrc = path.join(root, "apps/web/src");
const server = path.join(root, "apps/server");
const domain = path.join(root, "packages/domain");
const apps = path.join(root, "apps");

/** Packages the domain may use: it is pure TypeScript (no I/O, no framework). */
const DOMAIN_PACKAGES = new Set(["zod", "libphonenumber-js"]);

const inside = (file, dir) => file === dir || file.startsWith(dir + path.sep);

/** The absolute path an import names, or null for a package. */
function resolveImport(fromFile, spec) {
  if (spec.startsWith(".")) return path.resolve(path.dirname(fromFile), spec);
  if (spec.startsWith("@/") && inside(fromFile, path.join(root, "apps/web"))) return path.join(webSrc, spec.slice(2));
  return null;
}

/** `features/<name>` for a file inside a web feature, else null. */
function featureOf(file) {
  if (!inside(file, path.join(webSrc, "features"))) return null;
  return path.relative(path.join(webSrc, "features"), file).split(path.sep)[0] ?? null;
}

function problem(file, spec) {
  const target = resolveImport(file, spec);
  if (inside(file, domain)) {
    if (target) return inside(target, domain) ? null : "The domain imports nothing outside packages/domain.";
    const name = spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0];
    // Tests run under vitest and fast-check; that is no dependency of the shipped domain.
    if (name.startsWith("node:") || DOMAIN_PACKAGES.has(name) || /\.test\.ts$/.test(file)) return null;
    return `The domain is pure TypeScript: "${name}" is not one of its packages (${[...DOMAIN_PACKAGES].join(", ")}).`;
  }
  if (!inside(file, webSrc)) return null;
  if (spec === "@commons/server" || spec.startsWith("@commons/server/")) return "The web never imports the server: share through @commons/domain.";
  if (!target) return null;
  if (inside(target, server) || (inside(target, apps) && !inside(target, path.join(root, "apps/web")))) {
    return "The web never imports the server: share through @commons/domain.";
  }
  const from = featureOf(file);
  const to = featureOf(target);
  if (from && to && from !== to) {
    return `Feature "${from}" imports feature "${to}": features never import each other; compose them in a page under app/routes, or move the shared part to lib/ or components/.`;
  }
  // A test of shared code may compose features, as a page does.
  const shared = !/\.test\.tsx?$/.test(file) && ["lib", "components", "i18n"].some((dir) => inside(file, path.join(webSrc, dir)));
  if (shared && (to || inside(target, path.join(webSrc, "app")))) {
    return "Shared code (lib, components, i18n) never imports a feature or a page: pass what it needs in.";
  }
  return null;
}

export const layersPlugin = {
  rules: {
    layers: {
      meta: { type: "problem", docs: { description: "Imports follow the project's layers" }, schema: [] },
      create(context) {
        const file = context.filename;
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== "string") return;
          const message = problem(file, spec);
          if (message) context.report({ node: node.source, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};
