import "i18next";
import type { MessageKey } from "@commons/domain";
import type { zh } from "./locales/zh.ts";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "ui";
    keySeparator: false;
    nsSeparator: ":";
    interpolationPrefix: "{";
    interpolationSuffix: "}";
    returnNull: false;
    resources: {
      ui: typeof zh;
      shared: Record<MessageKey, string>;
    };
  }
}
