import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { LOCALES, sharedCatalog } from "@commons/domain";
import { serverDir } from "../../../server-dir.ts";

// docs/decisions/0043-certificates-drawn-once-when-issued.md: a stored picture is named by a hash of what it shows,
// and what it shows depends on the drawing as much as on the certificate. This is the drawing's part: a hash of
// the code that lays out and draws (here and in packages/domain), the words it draws from the catalogs, the
// versions of the libraries and the font, and the ICU data that writes the date. Any change to one of them names
// every picture anew, so a download never serves a file drawn by an older renderer; nobody has to remember to bump
// a number. (A change of comments alone draws again too: rare, and only lazily, on the next download.)

// From the package's directory, not this file's: inside the server bundle (ADR 0044) this file's own URL is the
// bundle's, where no source sits beside it.
const HERE = join(serverDir, "src/modules/certificates/render");
const DOMAIN_CERTIFICATES = join(serverDir, "../../packages/domain/src/certificates");

/** The files whose change can change a pixel; the pool, the worker and the PDF wrapper cannot. */
const SOURCES = [
  join(HERE, "certificate-draw.ts"),
  join(HERE, "certificate-fonts.ts"),
  join(HERE, "certificate-layout.ts"),
  join(HERE, "certificate-theme.ts"),
  join(DOMAIN_CERTIFICATES, "certificate-constants.ts"),
  join(DOMAIN_CERTIFICATES, "certificate-rules.ts"),
];
const PACKAGES = ["satori", "@resvg/resvg-js", "sharp", "qrcode", "@fontsource/noto-serif-sc"];
/** The catalog entries the layout draws (certificate-layout.ts); the certificate's own words are in its render input. */
const DRAWN_MESSAGES = /^(certificateRender\.|hackathons\.awardLevel\.)/;

/** The installed version of a package, found the way Node finds it: in the nearest node_modules upwards. */
function packageVersion(name: string): string {
  for (let dir = HERE; ; dir = dirname(dir)) {
    const file = join(dir, "node_modules", name, "package.json");
    if (existsSync(file)) return (JSON.parse(readFileSync(file, "utf8")) as { version: string }).version;
    if (dirname(dir) === dir) throw new Error(`render-version: ${name} is not installed`);
  }
}

let version: string | null = null;

/** 16 hex digits naming the renderer; computed once per process. */
export function rendererVersion(): string {
  if (version) return version;
  const hash = createHash("sha256");
  for (const file of SOURCES) hash.update(readFileSync(file));
  for (const name of PACKAGES) hash.update(`${name}@${packageVersion(name)}\n`);
  hash.update(`icu ${process.versions.icu ?? ""}\n`);
  for (const locale of LOCALES) {
    const catalog = sharedCatalog(locale);
    for (const key of Object.keys(catalog).filter((k) => DRAWN_MESSAGES.test(k)).sort()) hash.update(`${locale} ${key} ${catalog[key as keyof typeof catalog]}\n`);
  }
  version = hash.digest("hex").slice(0, 16);
  return version;
}
