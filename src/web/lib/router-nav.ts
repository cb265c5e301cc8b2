import { Link, Navigate, NavLink, useLocation, useNavigate, useSearchParams } from "react-router";
import type { Navigation } from "./nav";

/** The app's links and navigation: React Router's own (root.tsx provides them to lib/nav.tsx). */
export const routerNavigation: Navigation = { Link, NavLink, Navigate, useLocation, useNavigate, useSearchParams };
