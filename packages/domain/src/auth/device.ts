/**
 * A signed-in device as a person recognises it in their session list: the browser (WeChat's in-app one
 * included, as common here as any) and the system, read off the User-Agent. Null where it can't be told.
 */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

// First match wins: Edge and Opera also say "Chrome", Chrome also says "Safari", WeChat says all three.
const BROWSERS: [RegExp, string][] = [
  [/MicroMessenger\//, "WeChat"],
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/(Headless)?Chrom(e|ium)\/|CriOS\//, "Chrome"],
  [/Version\/[\d.]+.*Safari\//, "Safari"],
];

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS|OpenHarmony/, "HarmonyOS"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  const ua = userAgent ?? "";
  return {
    browser: BROWSERS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
    os: SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1] ?? null,
  };
}
