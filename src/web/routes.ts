import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { NOT_FOUND_MODULE, PAGES } from "../shared/pages";

// Built from the page table; a relative import because React Router reads this file on its own.
export default [
  layout("routes/shell.tsx", [
    ...PAGES.map((page) =>
      page.path === "/" ? index(`routes/${page.module}`) : route(page.path.slice(1), `routes/${page.module}`),
    ),
    route("*", `routes/${NOT_FOUND_MODULE}`),
  ]),
] satisfies RouteConfig;
