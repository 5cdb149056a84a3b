import { createFileRoute, redirect } from "@tanstack/react-router";

export const Route = createFileRoute("/$locale/")({
  beforeLoad: ({ context }) => {
    throw redirect({ to: "/$locale/events", params: { locale: context.locale }, replace: true });
  },
});
