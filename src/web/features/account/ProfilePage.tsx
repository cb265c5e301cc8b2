import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useMe } from "~/lib/queries";
import { PersonalGuideCard } from "../style-guide/PersonalGuideCard";
import { DeleteAccountCard } from "./DeleteAccountCard";
import { DeveloperCard } from "./DeveloperCard";
import { DictionaryCard } from "./DictionaryCard";
import { OrganizationCard } from "./OrganizationCard";
import { PlanCard } from "./PlanCard";
import { PreferencesCard } from "./PreferencesCard";
import { ProfileForm } from "./ProfileForm";

/** The account's picture (from Google) when it has one and it loads, else the email's initial. */
function Avatar({ url, initial }: { url: string | null; initial: string }) {
  const [broken, setBroken] = useState(false);
  if (url && !broken) {
    return (
      <img
        src={url}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="h-16 w-16 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-violet-600 text-2xl font-semibold text-white uppercase"
    >
      {initial}
    </span>
  );
}

const joined = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric" });

export function ProfilePage() {
  const { data: me, isPending, isError } = useMe();

  if (isPending) {
    return (
      <div className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-8" role="status" aria-label="Loading profile">
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    );
  }
  if (isError || !me) {
    return <p className="p-8 text-center text-muted-foreground">Please sign in to view your profile.</p>;
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 p-4 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Profile Settings</h1>
      <Card className="flex flex-col items-center gap-4 p-6 sm:flex-row">
        <Avatar url={me.avatarUrl} initial={me.email.charAt(0)} />
        <div className="min-w-0 text-center sm:text-left">
          <p className="text-xl font-semibold">{me.fullName || "User"}</p>
          <p className="truncate text-muted-foreground">{me.email}</p>
          <p className="mt-1 text-sm text-muted-foreground">Member since {joined.format(new Date(me.createdAt))}</p>
        </div>
      </Card>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Profile Information</CardTitle>
              <CardDescription>Update your name and manage your password.</CardDescription>
            </CardHeader>
            <CardContent>
              <ProfileForm me={me} />
            </CardContent>
          </Card>
          <PreferencesCard me={me} />
          <PersonalGuideCard />
          <DictionaryCard />
          <DeleteAccountCard email={me.email} />
        </div>
        <div className="flex flex-col gap-6">
          <PlanCard me={me} />
          <OrganizationCard />
          <DeveloperCard />
        </div>
      </div>
    </div>
  );
}
