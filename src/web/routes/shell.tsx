import { Outlet } from "react-router";
import { SiteShell } from "~/features/shell/SiteShell";

export default function Shell() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}
