import { Building2 } from "lucide-react";
import { buttonStyles } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Link } from "~/lib/nav";
import { useMyOrganization } from "~/lib/queries";

/** The profile's way to the organization page, shown only to members of one. */
export function OrganizationCard() {
  const org = useMyOrganization().data;
  if (!org) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Organization</CardTitle>
        <CardDescription>
          You are {org.role === "owner" ? "an owner" : `a ${org.role}`} of {org.name}. Your runs use its word pool.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/organization" className={buttonStyles("outline")}>
          <Building2 className="h-4 w-4" aria-hidden="true" /> Open {org.name}
        </Link>
      </CardContent>
    </Card>
  );
}
