import { createFileRoute } from "@tanstack/react-router";

// "/" is redirected by the root route's beforeLoad to "/{locale}/events"; this file only gives the
// path a match so the redirect runs instead of the 404 page.
export const Route = createFileRoute("/")({});
