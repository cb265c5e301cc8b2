import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("auth", "routes/auth.tsx"),
    route("reset-password", "routes/reset-password.tsx"),
    route("profile", "routes/profile.tsx"),
    route("profile/developer", "routes/developer.tsx"),
    route("organization", "routes/organization.tsx"),
    route("join/:token", "routes/join.tsx"),
    route("documents", "routes/documents.tsx"),
    route("documents/:id", "routes/document.tsx"),
    route("security", "routes/security.tsx"),
    route("tools/:slug", "routes/tool.tsx"),
    route("admin-dashboard", "routes/admin-dashboard.tsx"),
    route("about", "routes/about.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("blog", "routes/blog.tsx"),
    route("contact", "routes/contact.tsx"),
    route("privacy", "routes/privacy.tsx"),
    route("terms", "routes/terms.tsx"),
    route("cookies", "routes/cookies.tsx"),
    route("careers", "routes/careers.tsx"),
    route("docs/api", "routes/docs-api.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
