import react from "@vitejs/plugin-react";
import { defineProject } from "vitest/config";

// Only the React transform: the router plugin would regenerate the route tree on every test run.
export default defineProject({
  plugins: [react()],
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["./src/test/setup.ts"],
  },
});
