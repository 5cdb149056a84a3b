import { isLocale } from "@commons/domain";
import { createFileRoute, notFound } from "@tanstack/react-router";

// Every page lives under its language. "/fr/events" is not a bare link (the root redirects those) but
// a locale we do not have: a 404, never a silent fallback that would make duplicate URLs.
export const Route = createFileRoute("/$locale")({
  beforeLoad: ({ params }) => {
    if (!isLocale(params.locale)) throw notFound();
    return { locale: params.locale };
  },
});
