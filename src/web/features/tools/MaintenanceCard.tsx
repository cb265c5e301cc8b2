import { Clock, Mail, Wrench } from "lucide-react";
import { Card } from "~/components/ui/card";
import { DEFAULT_SUPPORT_EMAIL, useConfig } from "~/lib/queries";

/** What a tool page shows while an administrator has switched AI services or this tool off. */
export function MaintenanceCard({ title, description }: { title: string; description: string }) {
  const supportEmail = useConfig().data?.supportEmail || DEFAULT_SUPPORT_EMAIL;
  return (
    <Card className="mx-auto flex w-full max-w-2xl flex-col items-center gap-5 p-8 text-center">
      <span className="flex h-14 w-14 items-center justify-center rounded-full bg-amber-500/15 text-amber-600 dark:text-amber-400">
        <Wrench className="h-7 w-7" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="text-muted-foreground">{description}</p>
      </div>
      <div className="grid w-full gap-3 rounded-lg border border-border bg-muted/50 p-4 text-sm sm:grid-cols-2">
        <p className="flex items-center justify-center gap-2 text-muted-foreground">
          <Clock className="h-4 w-4" aria-hidden="true" />
          <span>
            Expected resolution: <strong className="font-medium text-foreground">Soon</strong>
          </span>
        </p>
        <p className="flex items-center justify-center gap-2 text-muted-foreground">
          <Wrench className="h-4 w-4" aria-hidden="true" />
          <span>
            Status: <strong className="font-medium text-foreground">Under maintenance</strong>
          </span>
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        <Mail className="mr-1.5 inline h-4 w-4 align-[-3px]" aria-hidden="true" />
        If you need help in the meantime, please contact support at{" "}
        <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {supportEmail}
        </a>
        .
      </p>
    </Card>
  );
}
