import { SiteShell } from "~/features/shell/SiteShell";

export default function Shell() {
  return <SiteShell />;
}
