import { NOT_FOUND_MODULE, PAGES } from "@shared/pages";
import { describe, expect, it } from "vitest";
import routes from "./routes";

describe("router", () => {
  it("the router has one route per row, on the row's module, and the catch-all last", () => {
    const [shell] = routes;
    expect(shell.file).toBe("routes/shell.tsx");
    const children = shell.children ?? [];
    expect(children.map((child) => (child.index ? "/" : `/${child.path}`))).toEqual([
      ...PAGES.map((page) => page.path),
      "/*",
    ]);
    expect(children.map((child) => child.file)).toEqual([
      ...PAGES.map((page) => `routes/${page.module}`),
      `routes/${NOT_FOUND_MODULE}`,
    ]);
  });
});
