import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("components/layout/public-layout.tsx", [
    index("routes/public/home.tsx"),
    route("login", "routes/account/login.tsx"),
    route("register", "routes/account/register.tsx"),
    route("admin/login", "routes/admin/login.tsx"),
    route("admin/signup", "routes/admin/signup.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("dashboard/*?", "routes/admin/dashboard.tsx"),
] satisfies RouteConfig;
